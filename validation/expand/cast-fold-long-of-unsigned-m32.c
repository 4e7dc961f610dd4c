_Static_assert((long)(unsigned)-1 == 4294967295L, "long of uint -1");
_Static_assert((long)-1 < 0, "long -1");
/*
 * check-name: (long)(unsigned)-1 is positive only when long is wider (-m32)
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/cast-fold-long-of-unsigned-m32.c:1:38: warning: decimal constant 4294967295L is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
expand/cast-fold-long-of-unsigned-m32.c:1:35: error: static assertion failed: "long of uint -1"
 * check-error-end
 */
