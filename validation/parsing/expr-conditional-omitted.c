int a, b;
int x = a ?: b;
/*
 * check-name: GNU: a ?: b leaves out the middle operand
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 4
int [addressable] [toplevel] x
 = 
	(a ?  : b)
 * check-output-end
 */
