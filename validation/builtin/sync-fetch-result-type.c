#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)

static const volatile long *p;
static char *c;
static struct s { int a; } **pp;

_Static_assert(SAME(__sync_fetch_and_add(p, 1), long), "unqualified");
_Static_assert(SAME(__sync_sub_and_fetch(c, 1), char), "char");
_Static_assert(SAME(__sync_lock_test_and_set(pp, (struct s *)0), struct s *), "ptr");
_Static_assert(SAME(__sync_val_compare_and_swap(c, 1, 2), char), "cas");
_Static_assert(SAME(__sync_bool_compare_and_swap(c, 1, 2), _Bool), "bool");
_Static_assert(SAME(__sync_lock_release(c), void), "release");
_Static_assert(SAME(__sync_synchronize(), void), "synchronize");
/*
 * check-name: __sync built-ins give the type their pointer points to
 */
