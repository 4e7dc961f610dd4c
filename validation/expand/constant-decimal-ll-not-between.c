long long a = 9223372036854775808;
long long b = 9223372036854775808L;
long long c = 9223372036854775808LL;
/*
 * check-name: a decimal constant with an LL suffix is not said to be between LONG_MAX and ULONG_MAX
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
expand/constant-decimal-ll-not-between.c:1:15: warning: decimal constant 9223372036854775808 is too big for long long
expand/constant-decimal-ll-not-between.c:1:15: warning: decimal constant 9223372036854775808 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
expand/constant-decimal-ll-not-between.c:2:15: warning: decimal constant 9223372036854775808L is too big for long long
expand/constant-decimal-ll-not-between.c:2:15: warning: decimal constant 9223372036854775808L is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
expand/constant-decimal-ll-not-between.c:3:15: warning: decimal constant 9223372036854775808LL is too big for long long
 * check-error-end
 */
