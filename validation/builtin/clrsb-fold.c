_Static_assert(__builtin_clrsb(0) == 31, "clrsb(0)");
_Static_assert(__builtin_clrsb(-1) == 31, "clrsb(-1)");
_Static_assert(__builtin_clrsb(1) == 30, "clrsb(1)");
_Static_assert(__builtin_clrsb(-2) == 30, "clrsb(-2)");
_Static_assert(__builtin_clrsbl(-1) == 63, "clrsbl");
_Static_assert(__builtin_clrsbll(0) == 63, "clrsbll");
_Static_assert(__builtin_clrsb(0x40000000) == 0, "clrsb");
/*
 * check-name: __builtin_clrsb folds its constant argument
 */
