_Static_assert(sizeof(long) == 8, "long is 8");
_Static_assert(sizeof(long) == 4, "long is 4");
_Static_assert(sizeof(void *) == sizeof(long), "pointer is long");
/*
 * check-name: sizeof(long) folds to 4 with -m32
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/static-assert-sizeof-long-m32.c:1:29: error: static assertion failed: "long is 8"
 * check-error-end
 */
