int a;
unsigned long x = sizeof(int);
unsigned long y = sizeof a;
unsigned long z = sizeof(a + 1);
unsigned long w = sizeof(int [3]);
/*
 * check-name: sizeof of a type, of an expression, and of a compound literal
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] x
 = 
	sizeof(int)
.align 8
unsigned long [addressable] [toplevel] y
 = 
	sizeof(a)
.align 8
unsigned long [addressable] [toplevel] z
 = 
	sizeof((a + 1))
.align 8
unsigned long [addressable] [toplevel] w
 = 
	sizeof(int [3])
 * check-output-end
 */
