#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)

static long double x;

_Static_assert(SAME(__builtin_isnormal(x), int), "isnormal");
_Static_assert(SAME(__builtin_signbit(1.0f), int), "signbit");
_Static_assert(SAME(__builtin_isless(x, x), int), "isless");
_Static_assert(SAME(__builtin_huge_valf(), float), "huge_valf");
_Static_assert(SAME(__builtin_infl(), long double), "infl");
_Static_assert(SAME(__builtin_nan(""), double), "nan");
_Static_assert(SAME(__builtin_fmaf(1, 2, 3), float), "fmaf");
/*
 * check-name: the types of the floating-point built-ins
 */
