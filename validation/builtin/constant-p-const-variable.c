struct s { int x; };
static const int k = 3;

_Static_assert(__builtin_constant_p(k), "in _Static_assert: folded");
static char a[__builtin_constant_p(k) + 1];
static struct s *r = &a;
/*
 * check-name: __builtin_constant_p of a const variable: 1 only in _Static_assert
 *
 * check-error-start
builtin/constant-p-const-variable.c:6:23: warning: incorrect type in initializer (different base types)
builtin/constant-p-const-variable.c:6:23:    expected struct s *static [toplevel] r
builtin/constant-p-const-variable.c:6:23:    got char ( * )[1]
 * check-error-end
 */
