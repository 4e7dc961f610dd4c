_Static_assert(__builtin_clz(1) == 31, "clz");
_Static_assert(__builtin_clz(0x80000000) == 0, "clz");
_Static_assert(__builtin_clz(-1) == 0, "clz");
_Static_assert(__builtin_clzl(1) == 63, "clzl");
_Static_assert(__builtin_clzll(0x100) == 55, "clzll");
_Static_assert(__builtin_clz(0) == 31, "sparse: clz(0) as clz(1)");
_Static_assert(__builtin_clzl(0) == 63, "sparse: clzl(0) as clzl(1)");
/*
 * check-name: __builtin_clz folds its constant argument
 */
