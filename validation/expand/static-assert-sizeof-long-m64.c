_Static_assert(sizeof(long) == 8, "long is 8");
_Static_assert(sizeof(long) == 4, "long is 4");
_Static_assert(sizeof(void *) == sizeof(long), "pointer is long");
/*
 * check-name: sizeof(long) folds to 8 with -m64
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/static-assert-sizeof-long-m64.c:2:29: error: static assertion failed: "long is 4"
 * check-error-end
 */
