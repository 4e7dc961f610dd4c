_Static_assert(sizeof(int) == 8, "int is not 64-bit");
/*
 * check-name: a folded _Static_assert that fails
 *
 * check-error-start
expand/static-assert-fails.c:1:28: error: static assertion failed: "int is not 64-bit"
 * check-error-end
 */
