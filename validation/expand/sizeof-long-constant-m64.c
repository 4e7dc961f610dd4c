_Static_assert(sizeof(1L) == 8, "1L is 8");
_Static_assert(sizeof(1 ? 1L : 1LL) == 8, "mixed 8");
/*
 * check-name: sizeof of an L constant and of a mixed conditional (-m64)
 * check-command: sparse -m64 $file
 */
