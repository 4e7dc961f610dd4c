int a, b;
int x = a ?: b;
/*
 * check-name: GNU: a ?: b leaves out the middle operand
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] a
int [addressable] [toplevel] b
int [addressable] [toplevel] x
 = 
	(a ?  : b)
 * check-output-end
 */
