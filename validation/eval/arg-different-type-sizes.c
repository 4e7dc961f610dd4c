extern void take_l(long *p);
extern void take_i(int *p);

static void f(int *pi, short *ps)
{
	take_l(pi);
	take_i(ps);
}
/*
 * check-name: int * to long *, short * to int *
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-different-type-sizes.c:6:16: warning: incorrect type in argument 1 (different type sizes)
eval/arg-different-type-sizes.c:6:16:    expected long *p
eval/arg-different-type-sizes.c:6:16:    got int *pi
eval/arg-different-type-sizes.c:7:16: warning: incorrect type in argument 1 (different type sizes)
eval/arg-different-type-sizes.c:7:16:    expected int *p
eval/arg-different-type-sizes.c:7:16:    got short *ps
 * check-error-end
 */
