#if 1 +
a
#endif
b
/*
 * check-name: an operator without a right side: reported at the end of the file
 * check-command: sparse -E $file
 *
 * check-output-start

a
b
 * check-output-end
 *
 * check-error-start
preprocessor/if-no-rhs.c:19:0: error: No right hand side of '+'-expression
 * check-error-end
 */
