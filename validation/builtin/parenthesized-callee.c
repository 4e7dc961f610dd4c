struct s { int x; };
static int f(int i, long *p)
{
	struct s *r = (__sync_fetch_and_add)(p, 1);
	return (__builtin_isnan)(i);
}
static int g(void)
{
	return (__builtin_bswap32)(1);
}
_Static_assert((__builtin_constant_p)(1), "");
/*
 * check-name: a parenthesized built-in is still the built-in
 *
 * check-error-start
builtin/parenthesized-callee.c:4:45: warning: incorrect type in initializer (different base types)
builtin/parenthesized-callee.c:4:45:    expected struct s *r
builtin/parenthesized-callee.c:4:45:    got long
builtin/parenthesized-callee.c:5:33: error: non-floating-point argument in call to __builtin_isnan()
 * check-error-end
 */
