#if x y
a
#endif
b
/*
 * check-name: an identifier after the expression is shown as sparse does
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-garbage-identifier.c:1:7: error: garbage at end: unhandled token type '4' 
 * check-error-end
 */
