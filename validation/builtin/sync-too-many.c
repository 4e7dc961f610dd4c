static void f(long *p)
{
	__sync_lock_release(p, 0);
}
/*
 * check-name: __sync_lock_release with two arguments
 *
 * check-error-start
builtin/sync-too-many.c:3:28: error: too many arguments for __sync_lock_release
 * check-error-end
 */
