static void f(int *p, long *l)
{
	if (p == l)
		return;
	p = l;
}
static void g(long *l)
{
	int *p = l;
	(void)p;
}
static void h(void)
{
	int *p = 0;
	(void)p;
}
/*
 * check-name: a warning suppressed after an error also drops the continuation lines of later warnings
 * check-command: sparse $file
 *
 * check-error-start
eval/error-suppressed-warning-drops-continuations.c:3:15: error: incompatible types in comparison expression (different type sizes):
eval/error-suppressed-warning-drops-continuations.c:3:15:    int *
eval/error-suppressed-warning-drops-continuations.c:3:15:    long *
eval/error-suppressed-warning-drops-continuations.c:9:18: warning: incorrect type in initializer (different type sizes)
eval/error-suppressed-warning-drops-continuations.c:14:18: warning: Using plain integer as NULL pointer
 * check-error-end
 */
