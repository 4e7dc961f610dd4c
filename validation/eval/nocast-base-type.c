typedef unsigned int __attribute__((nocast)) nc_t;
typedef unsigned int __attribute__((nocast)) nc2_t;
typedef unsigned long __attribute__((nocast)) ncl_t;
typedef int __attribute__((nocast)) snc_t;
static nc_t a1;
static nc2_t a2;
static ncl_t a3;
static snc_t a4;
static unsigned int u;
static int i;
static long l;
static void take(nc_t);
static void f(void)
{
	a1 = u;
	a1 = i;
	a1 = l;
	a1 = a2;
	a1 = a3;
	a1 = a4;
	a1 = 0;
	a3 = a1;
	u = a1;
	i = a1;
	l = a1;
	take(u);
	take(a1);
	a1 = (nc_t)u;
	a1 = a1 + 1;
	a1 += 1;
	a1++;
	i = a1 == u;
	i = a1 < 3;
	_Bool b = a1;
	a4 = -1;
	char c = a1;
}
/*
 * check-name: an implicit cast to or from a nocast type is one of base type (or volatile, _Atomic), whatever the sizes; x op= y casts y to a nocast x's own type
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-base-type.c:16:14: warning: implicit cast to nocast type
eval/nocast-base-type.c:17:14: warning: implicit cast to nocast type
eval/nocast-base-type.c:19:14: warning: implicit cast to/from nocast type
eval/nocast-base-type.c:20:14: warning: implicit cast to/from nocast type
eval/nocast-base-type.c:21:14: warning: implicit cast to nocast type
eval/nocast-base-type.c:22:14: warning: implicit cast to/from nocast type
eval/nocast-base-type.c:24:13: warning: implicit cast from nocast type
eval/nocast-base-type.c:25:13: warning: implicit cast from nocast type
eval/nocast-base-type.c:30:15: warning: implicit cast to nocast type
eval/nocast-base-type.c:34:19: warning: implicit cast from nocast type
eval/nocast-base-type.c:36:18: warning: implicit cast from nocast type
 * check-error-end
 */
