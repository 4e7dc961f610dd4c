struct s { int a; };

static struct s *f(struct s **pp, struct s *n)
{
	return __sync_val_compare_and_swap(pp, (struct s *)0, n);
}

static struct s *g(struct s **pp)
{
	return __sync_lock_test_and_set(pp, 1);
}
/*
 * check-name: __sync on a pointer to pointer
 *
 * check-error-start
builtin/sync-pointer-to-pointer.c:10:45: warning: incorrect type in argument 2 (different base types)
builtin/sync-pointer-to-pointer.c:10:45:    expected struct s *
builtin/sync-pointer-to-pointer.c:10:45:    got int
 * check-error-end
 */
