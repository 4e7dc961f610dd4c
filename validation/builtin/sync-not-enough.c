static long f(long *p)
{
	return __sync_val_compare_and_swap(p, 1);
}
/*
 * check-name: __sync_val_compare_and_swap with two arguments
 *
 * check-error-start
builtin/sync-not-enough.c:3:43: error: not enough arguments for __sync_val_compare_and_swap
 * check-error-end
 */
