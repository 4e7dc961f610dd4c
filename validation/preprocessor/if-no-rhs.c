#if 1 +
a
#endif
b
/*
 * check-name: an operator without a right side
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-no-rhs.c:1:7: error: No right hand side of '+'-expression
 * check-error-end
 */
