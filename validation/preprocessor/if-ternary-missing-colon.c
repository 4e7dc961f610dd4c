#if 1 ? 2 3
a
#endif
#if 1 ?
b
#endif
c
/*
 * check-name: a ? without its : in #if
 * check-command: sparse -E $file
 *
 * check-output-start

c
 * check-output-end
 *
 * check-error-start
preprocessor/if-ternary-missing-colon.c:1:11: error: Expected : in conditional expression
preprocessor/if-ternary-missing-colon.c:1:11: error: got 3
preprocessor/if-ternary-missing-colon.c:1:7: error: bad constant expression type
preprocessor/if-ternary-missing-colon.c:26:0: error: Expected : in conditional expression
preprocessor/if-ternary-missing-colon.c:26:0: error: got end-of-input
preprocessor/if-ternary-missing-colon.c:4:7: error: bad constant expression type
 * check-error-end
 */
