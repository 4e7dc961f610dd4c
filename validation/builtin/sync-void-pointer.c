static int f(int *p)
{
	return __sync_fetch_and_or((void *)p, 1);
}
/*
 * check-name: __sync on a void pointer
 *
 * check-error-start
builtin/sync-void-pointer.c:3:37: error: invalid type for argument 1:
builtin/sync-void-pointer.c:3:37:         void *
 * check-error-end
 */
