_Static_assert((0 ? 1 : 2) == 2, "");
_Static_assert((3 ?: 4) == 3, "");
_Static_assert((0 ?: 4) == 4, "");
_Static_assert(sizeof(1 ? (char)1 : 2L) == 8, "");
_Static_assert((1 ? -1 : 0u) > 0, "");
/*
 * check-name: conditional with a constant condition folds
 */
