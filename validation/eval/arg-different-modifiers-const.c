extern void take(int *p);

static void f(const int *ci)
{
	take(ci);
}
/*
 * check-name: passing a const pointer where a plain one is expected
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-different-modifiers-const.c:5:14: warning: incorrect type in argument 1 (different modifiers)
eval/arg-different-modifiers-const.c:5:14:    expected int *p
eval/arg-different-modifiers-const.c:5:14:    got int const *ci
 * check-error-end
 */
