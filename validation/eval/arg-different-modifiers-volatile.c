extern void take(int *p);

static void f(volatile int *vi)
{
	take(vi);
}
/*
 * check-name: passing a volatile pointer where a plain one is expected
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-different-modifiers-volatile.c:5:14: warning: incorrect type in argument 1 (different modifiers)
eval/arg-different-modifiers-volatile.c:5:14:    expected int *p
eval/arg-different-modifiers-volatile.c:5:14:    got int volatile *vi
 * check-error-end
 */
