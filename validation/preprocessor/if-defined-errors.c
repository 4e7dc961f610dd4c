#if defined(X
y1
#endif
#if defined(X Y)
y2
#endif
#if defined(X && 1
y3
#endif
#if defined X)
y4
#endif
#if defined(1)
y5
#endif
#if defined()
y6
#endif
#if defined
y7
#endif
#if defined(X) && defined(Y
y8
#endif
#if defined 1
y9
#endif
#if defined X Y
y10
#endif
/*
 * check-name: defined in #if: its errors where sparse says them, and what is left is parsed on
 * check-command: sparse -E $file
 *
 * check-output-start


 * check-output-end
 *
 * check-error-start
preprocessor/if-defined-errors.c:4:15: error: missing ')' after "defined"
preprocessor/if-defined-errors.c:4:16: error: garbage at end: )
preprocessor/if-defined-errors.c:7:15: error: missing ')' after "defined"
preprocessor/if-defined-errors.c:7:18: error: garbage at end: 1
preprocessor/if-defined-errors.c:10:14: error: garbage at end: )
preprocessor/if-defined-errors.c:13:13: error: expected preprocessor identifier
preprocessor/if-defined-errors.c:13:14: error: garbage at end: )
preprocessor/if-defined-errors.c:16:13: error: expected preprocessor identifier
preprocessor/if-defined-errors.c:19:5: error: undefined identifier 'defined'
preprocessor/if-defined-errors.c:19:5: error: bad constant expression type
preprocessor/if-defined-errors.c:25:13: error: expected preprocessor identifier
preprocessor/if-defined-errors.c:28:15: error: garbage at end: Y
 * check-error-end
 */
