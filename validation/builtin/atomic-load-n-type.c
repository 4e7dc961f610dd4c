#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)

typedef unsigned int u32;
static u32 *p;
static const struct s { int a; } *const *pp;
static _Bool *b;

_Static_assert(SAME(__atomic_load_n(p, 0), unsigned int), "typedef");
_Static_assert(SAME(__atomic_load_n(pp, 0), const struct s *), "pointer");
_Static_assert(SAME(__atomic_exchange_n(b, 1, 0), _Bool), "bool");
_Static_assert(SAME(__atomic_fetch_nand(p, 1, 0), u32), "fetch");
_Static_assert(SAME(__atomic_or_fetch(p, 1, 0), u32), "op_fetch");
_Static_assert(SAME(__atomic_store_n(p, 1, 0), void), "store_n");
_Static_assert(SAME(__atomic_load(p, p, 0), void), "load");
_Static_assert(SAME(__atomic_compare_exchange_n(p, p, 1, 0, 0, 0), _Bool),
	       "compare_exchange_n");
_Static_assert(SAME(__atomic_test_and_set(p, 0), _Bool), "test_and_set");
_Static_assert(SAME(__atomic_always_lock_free(4, (void *)0), _Bool), "lock_free");
/*
 * check-name: __atomic built-ins give the type their pointer points to
 */
