struct s { int a; };

static long f(long *p, struct s *v)
{
	return __sync_fetch_and_xor(p, *v);
}
/*
 * check-name: __sync value converted to the pointed-to type
 *
 * check-error-start
builtin/sync-value-converted.c:5:40: warning: incorrect type in argument 2 (different base types)
builtin/sync-value-converted.c:5:40:    expected long
builtin/sync-value-converted.c:5:40:    got struct s
 * check-error-end
 */
