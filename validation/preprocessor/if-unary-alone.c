#if ~
a
#endif
b
/*
 * check-name: a unary operator without an operand
 * check-command: sparse -E $file
 *
 * check-output-start

b
 * check-output-end
 *
 * check-error-start
preprocessor/if-unary-alone.c:1:5: error: Syntax error in unary expression
 * check-error-end
 */
