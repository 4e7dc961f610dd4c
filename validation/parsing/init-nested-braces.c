int m[2][2] = { { 1, 2, }, { 3, 4 }, };
/*
 * check-name: nested braced initializers with trailing commas
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] m[2][2]
 = 
	{ { 1, 2 }, { 3, 4 } }
 * check-output-end
 * check-error-start
parsing/init-nested-braces.c:1:5: warning: symbol 'm' was not declared. Should it be static?
 * check-error-end
 */
