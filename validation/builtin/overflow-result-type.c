#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)

static int a;
static long *r;

_Static_assert(SAME(__builtin_add_overflow(a, 1, r), _Bool), "");
_Static_assert(SAME(__builtin_mul_overflow_p(a, 1, (char)0), _Bool), "");
_Static_assert(SAME(__builtin_usubll_overflow(1, 2, (unsigned long long *)0),
		    _Bool), "");
/*
 * check-name: the overflow built-ins return a _Bool
 */
