int m[2][2] = { { 1, 2, }, { 3, 4 }, };
/*
 * check-name: nested braced initializers with trailing commas
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] m[2][2]
 = 
	{ { 1, 2 }, { 3, 4 } }
 * check-output-end
 */
