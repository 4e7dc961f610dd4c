#if (1
a
#endif
#if (1 2)
b
#endif
/*
 * check-name: a ( without its ) in #if
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 *
 * check-error-start
preprocessor/if-missing-paren.c:24:0: error: Expected ) in expression
preprocessor/if-missing-paren.c:24:0: error: got end-of-input
preprocessor/if-missing-paren.c:4:8: error: Expected ) in expression
preprocessor/if-missing-paren.c:4:8: error: got 2
 * check-error-end
 */
