static long long a = 2147483648;
/*
 * check-name: -Wconstant-suffix with -m32: before the LONG_MAX warning
 * check-command: sparse -m32 -Wconstant-suffix $file
 *
 * check-error-start
expand/constant-suffix-between-order-m32.c:1:22: warning: constant 2147483648 is so big it is long long
expand/constant-suffix-between-order-m32.c:1:22: warning: decimal constant 2147483648 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
 * check-error-end
 */
