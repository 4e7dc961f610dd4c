_Static_assert(-7 / 2 == -3, "");
_Static_assert(-7 % 2 == -1, "");
_Static_assert(7u / 2 == 3, "");
_Static_assert(-8 / 2u == 2147483644, "");
_Static_assert(-1L / 1 == -1, "");
/*
 * check-name: signed and unsigned division fold as C says
 */
