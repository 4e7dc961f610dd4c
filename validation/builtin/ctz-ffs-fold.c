_Static_assert(__builtin_ctz(8) == 3, "ctz");
_Static_assert(__builtin_ctz(-1) == 0, "ctz");
_Static_assert(__builtin_ctz(0) == 32, "ctz(0)");
_Static_assert(__builtin_ctzl(0) == 64, "ctzl(0)");
_Static_assert(__builtin_ctzll(1ULL << 40) == 40, "ctzll");
_Static_assert(__builtin_ffs(0) == 0, "ffs(0)");
_Static_assert(__builtin_ffs(8) == 4, "ffs");
_Static_assert(__builtin_ffs(-1) == 1, "ffs");
_Static_assert(__builtin_ffsl(1L << 40) == 41, "ffsl");
_Static_assert(__builtin_ffsll(0x100000000LL) == 33, "ffsll");
/*
 * check-name: __builtin_ctz and __builtin_ffs fold their constant argument
 */
