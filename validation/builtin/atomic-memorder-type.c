struct s { int a; };

static void f(long *p, struct s *order)
{
	__atomic_store_n(p, 1, *order);
}

static void g(long *p, struct s *order)
{
	__atomic_fetch_add(p, 1, *order);
}
/*
 * check-name: __atomic memory orders are int
 *
 * check-error-start
builtin/atomic-memorder-type.c:5:32: warning: incorrect type in argument 3 (different base types)
builtin/atomic-memorder-type.c:5:32:    expected int
builtin/atomic-memorder-type.c:5:32:    got struct s
builtin/atomic-memorder-type.c:10:34: warning: incorrect type in argument 3 (different base types)
builtin/atomic-memorder-type.c:10:34:    expected int
builtin/atomic-memorder-type.c:10:34:    got struct s
 * check-error-end
 */
