unsigned char m[2][3] = { { 1, 2, 3 }, { 4, 5, 6 } };
/*
 * check-name: arrays of arrays with initializers
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 1
unsigned char [addressable] [toplevel] m[2][3]
 = 
	{ { 1, 2, 3 }, { 4, 5, 6 } }
 * check-output-end
 * check-error-start
parsing/decl-unsigned-char-array.c:1:15: warning: symbol 'm' was not declared. Should it be static?
 * check-error-end
 */
