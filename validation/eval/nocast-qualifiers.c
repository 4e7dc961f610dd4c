typedef unsigned int __attribute__((nocast)) nc_t;
static nc_t a1;
static volatile unsigned int vu;
static volatile nc_t va;
static void f(void)
{
	const unsigned int cu = a1;
	a1 = vu;
	va = a1;
	a1 = va;
	unsigned int u = va;
	_Atomic unsigned int au = a1;
	unsigned int * restrict rp = 0;
	a1 = *rp;
}
/*
 * check-name: nocast: a conversion adding or dropping volatile or _Atomic is one, const is none
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-qualifiers.c:8:14: warning: implicit cast to nocast type
eval/nocast-qualifiers.c:9:14: warning: implicit cast to/from nocast type
eval/nocast-qualifiers.c:10:14: warning: implicit cast to/from nocast type
eval/nocast-qualifiers.c:11:26: warning: implicit cast from nocast type
eval/nocast-qualifiers.c:12:35: warning: implicit cast from nocast type
eval/nocast-qualifiers.c:13:38: warning: Using plain integer as NULL pointer
 * check-error-end
 */
