_Static_assert((long)4294967297LL == 1, "long of long long");
_Static_assert((int)4294967297L == 1, "int of long");
/*
 * check-name: (long) of a long long constant truncates with -m32 only (-m64)
 * check-command: sparse -m64 $file
 *
 * check-error-start
expand/cast-fold-long-long-to-long-m64.c:1:35: error: static assertion failed: "long of long long"
 * check-error-end
 */
