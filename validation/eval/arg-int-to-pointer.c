extern void take(int *p);

static void f(void)
{
	take(2);
}
/*
 * check-name: an integer constant passed for a pointer parameter
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-int-to-pointer.c:5:14: warning: incorrect type in argument 1 (different base types)
eval/arg-int-to-pointer.c:5:14:    expected int *p
eval/arg-int-to-pointer.c:5:14:    got int
 * check-error-end
 */
