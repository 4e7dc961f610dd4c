_Static_assert(!0 == 1, "");
_Static_assert(~0 == -1, "");
_Static_assert((1 && 2) == 1, "");
_Static_assert((0 || 0) == 0, "");
_Static_assert((0 || 7) == 1, "");
_Static_assert((5 && 0) == 0, "");
/*
 * check-name: logical operators on constants are 0 or 1
 */
