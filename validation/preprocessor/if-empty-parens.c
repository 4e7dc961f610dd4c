#if ()
a
#endif
b
/*
 * check-name: () in #if
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-empty-parens.c:1:6: error: an expression is expected before ')'
preprocessor/if-empty-parens.c:1:5: error: bad constant expression type
 * check-error-end
 */
