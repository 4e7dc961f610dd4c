struct s { int a; };

static void f(struct s *order, long *p)
{
	__atomic_thread_fence(*order);
	__atomic_signal_fence(5);
	__atomic_test_and_set(p, 5);
	__atomic_is_lock_free(sizeof(long), p);
}
/*
 * check-name: __atomic fences and lock-free tests have prototypes
 *
 * check-error-start
builtin/atomic-fences.c:5:31: warning: incorrect type in argument 1 (different base types)
builtin/atomic-fences.c:5:31:    expected int
builtin/atomic-fences.c:5:31:    got struct s
 * check-error-end
 */
