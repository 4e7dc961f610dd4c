static int f(int a, long *l)
{
	return __builtin_sadd_overflow(a, a, l + 0);
}
/*
 * check-name: __builtin_sadd_overflow has a prototype
 *
 * check-error-start
builtin/overflow-typed.c:3:48: warning: incorrect type in argument 3 (different type sizes)
builtin/overflow-typed.c:3:48:    expected int *
builtin/overflow-typed.c:3:48:    got long *
 * check-error-end
 */
