_Static_assert((-1 < 0u) == 0, "");
_Static_assert(-1L < 0u, "");
_Static_assert(-1 < 0, "");
_Static_assert(0xffffffffu > 0, "");
_Static_assert((unsigned char)-1 > 0, "");
_Static_assert((1 != 2) == 1, "");
_Static_assert((2 >= 2) + (2 <= 1) == 1, "");
/*
 * check-name: comparisons of constants respect signedness
 */
