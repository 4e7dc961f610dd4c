int f(int a int b);
/*
 * check-name: parameters must be separated by commas
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 *
 * check-error-start
parsing/err-function-declarator.c:1:13: error: Expected ) in function declarator
parsing/err-function-declarator.c:1:13: error: got int
 * check-error-end
 */
