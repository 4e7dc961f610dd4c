int x
/*
 * check-name: a declaration without its semicolon at the end of input
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/err-missing-semicolon.c:16:0: error: Expected ; at end of declaration
parsing/err-missing-semicolon.c:16:0: error: got end-of-input
 * check-error-end
 */
