static long f(long *p)
{
	return __atomic_fetch_sub(p, 1);
}
/*
 * check-name: __atomic_fetch_sub with too few arguments
 *
 * check-error-start
builtin/atomic-not-enough.c:3:34: error: not enough arguments for __atomic_fetch_sub
 * check-error-end
 */
