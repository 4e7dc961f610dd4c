#if 1.0
a
#else
b
#endif
/*
 * check-name: a floating constant in #if is an error
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-float.c:1:5: error: bad constant expression
 * check-error-end
 */
