#if x y
a
#endif
b
/*
 * check-name: an identifier after the expression is shown by its name, as upstream's sparse (0.6.4 showed its token type)
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-garbage-identifier.c:1:7: error: garbage at end: y
 * check-error-end
 */
