#if "s"
a
#else
b
#endif
/*
 * check-name: a string in #if is an error
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-string.c:1:5: error: bad constant expression
 * check-error-end
 */
