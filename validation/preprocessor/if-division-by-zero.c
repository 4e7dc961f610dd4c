#if 1/0
a
#else
b
#endif
/*
 * check-name: division by zero in #if is diagnosed
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-division-by-zero.c:1:6: warning: division by zero
preprocessor/if-division-by-zero.c:1:6: error: bad constant expression
 * check-error-end
 */
