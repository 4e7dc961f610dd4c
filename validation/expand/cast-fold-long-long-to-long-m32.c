_Static_assert((long)4294967297LL == 1, "long of long long");
_Static_assert((int)4294967297L == 1, "int of long");
/*
 * check-name: (long) of a long long constant truncates with -m32 only (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/cast-fold-long-long-to-long-m32.c:1:22: warning: cast truncates bits from constant value (100000001 becomes 1)
expand/cast-fold-long-long-to-long-m32.c:2:21: warning: cast truncates bits from constant value (100000001 becomes 1)
 * check-error-end
 */
