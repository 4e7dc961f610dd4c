struct a { int x; };
extern void take(struct a *p);

static void f(struct a s)
{
	take(s);
}
/*
 * check-name: a struct passed for a pointer parameter
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-struct-by-value.c:6:14: warning: incorrect type in argument 1 (different base types)
eval/arg-struct-by-value.c:6:14:    expected struct a *p
eval/arg-struct-by-value.c:6:14:    got struct a s
 * check-error-end
 */
