typedef unsigned long __attribute__((nocast)) cputime_t;
extern void take(cputime_t c);

static void h(int y)
{
	cputime_t a = y;

	take(y);
	(void)a;
}
/*
 * check-name: an int converted implicitly to a wider nocast type
 * check-command: sparse $file
 *
 * check-error-start
eval/nocast-implicit-to.c:6:23: warning: implicit cast to nocast type
eval/nocast-implicit-to.c:8:14: warning: implicit cast to nocast type
 * check-error-end
 */
