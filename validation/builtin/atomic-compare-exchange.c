struct s { int a; };

static _Bool f(long *p, long *old, struct s *weak)
{
	return __atomic_compare_exchange_n(p, old, 2, *weak, 5, 5);
}
/*
 * check-name: __atomic_compare_exchange_n: weak is a bool
 *
 * check-error-start
builtin/atomic-compare-exchange.c:5:55: warning: incorrect type in argument 4 (different base types)
builtin/atomic-compare-exchange.c:5:55:    expected bool
builtin/atomic-compare-exchange.c:5:55:    got struct s
 * check-error-end
 */
