extern void g(long *p);
static void f(int *s)
{
	g(s);
}
/*
 * check-name: a pointer to int passed for a pointer to long
 * check-command: sparse $file
 *
 * check-error-start
eval/core/different-base-types.c:4:11: warning: incorrect type in argument 1 (different type sizes)
eval/core/different-base-types.c:4:11:    expected long *p
eval/core/different-base-types.c:4:11:    got int *s
 * check-error-end
 */
