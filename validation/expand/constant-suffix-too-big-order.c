static unsigned long long a = 18446744073709551615;
/*
 * check-name: -Wconstant-suffix: its warning comes before the LONG_MAX one
 * check-command: sparse -m64 -Wconstant-suffix $file
 *
 * check-error-start
expand/constant-suffix-too-big-order.c:1:31: warning: decimal constant 18446744073709551615 is too big for long long
expand/constant-suffix-too-big-order.c:1:31: warning: constant 18446744073709551615 is so big it is unsigned long long
expand/constant-suffix-too-big-order.c:1:31: warning: decimal constant 18446744073709551615 is between LONG_MAX and ULONG_MAX. For C99 that means long long, C90 compilers are very likely to produce unsigned long (and a warning) here
 * check-error-end
 */
