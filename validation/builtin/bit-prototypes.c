#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), b)

_Static_assert(SAME(__builtin_bswap16, unsigned short (unsigned short)), "");
_Static_assert(SAME(__builtin_bswap32, unsigned int (unsigned int)), "");
_Static_assert(SAME(__builtin_bswap64,
		    unsigned long long (unsigned long long)), "");
_Static_assert(SAME(__builtin_clz, int (int)), "clz");
_Static_assert(SAME(__builtin_clzl, int (long)), "clzl");
_Static_assert(SAME(__builtin_ctzll, int (long long)), "ctzll");
_Static_assert(SAME(__builtin_ffsl, int (long)), "ffsl");
_Static_assert(SAME(__builtin_popcount, int (unsigned int)), "popcount");
_Static_assert(SAME(__builtin_parityll, int (unsigned long long)), "");
_Static_assert(SAME(__builtin_clrsbl, int (long)), "clrsbl");
_Static_assert(SAME(__builtin_sadd_overflow, _Bool (int, int, int *)), "");
_Static_assert(SAME(__builtin_umull_overflow,
		    _Bool (unsigned long, unsigned long, unsigned long *)), "");
/*
 * check-name: the prototypes of the bit and overflow built-ins
 */
