static long f(int *p, long *l)
{
	int x = __atomic_load_n(p, 0) + __atomic_fetch_add(p, 1, 5);

	x += __sync_fetch_and_add(p, 1) + __sync_val_compare_and_swap(p, 1, 2);
	__atomic_store_n(l, 3L, 3);
	__sync_synchronize();
	__builtin_prefetch(p);
	x += __atomic_exchange_n(p, 4, 5) + __sync_lock_test_and_set(p, 1);
	return x + (long)__builtin_return_address(0) +
	       (long)__builtin_frame_address(0) + (long)__builtin_alloca(8);
}
/*
 * check-name: the __atomic and __sync builtins and frame builtins are silent
 * check-command: sparse $file
 */
