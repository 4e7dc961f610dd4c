_Static_assert(__builtin_popcountl(~0UL) == 64, "popcountl 64");
_Static_assert(__builtin_clzl(1UL) == 63, "clzl 63");
_Static_assert(__builtin_ctzl(1UL << 31) == 31, "ctzl 31");
_Static_assert(__builtin_popcountll(~0ULL) == 64, "popcountll 64");
_Static_assert(__builtin_clzll(1ULL) == 63, "clzll 63");
/*
 * check-name: __builtin_popcountl, clzl, ctzl fold at the width of long (-m64)
 * check-command: sparse -m64 $file
 */
