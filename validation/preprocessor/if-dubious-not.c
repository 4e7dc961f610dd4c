#if !1 & 2
#endif
#if 1 | !2
#endif
#if (!1) & !2
#endif
#if 0 && (!1 | 2)
#endif
#if !1 ^ 2
#endif
#if -!1 & 2
#endif
#if (1 ? 2 : !3) & 4
#endif
/*
 * check-name: #if: a truth value used bitwise is dubious, as in C (sparse)
 * check-description: !x & y, x | !y, in parentheses or not, evaluated or
 *	not; not ^, nor a ! under another operator
 * check-command: sparse -E $file
 *
 * check-output-start


 * check-output-end
 *
 * check-error-start
preprocessor/if-dubious-not.c:1:8: warning: dubious: !x & y
preprocessor/if-dubious-not.c:3:7: warning: dubious: x | !y
preprocessor/if-dubious-not.c:5:10: warning: dubious: !x & !y
preprocessor/if-dubious-not.c:7:14: warning: dubious: !x | y
 * check-error-end
 */
