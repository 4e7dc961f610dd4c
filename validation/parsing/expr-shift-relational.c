int a, b;
int x = a << 1 < b >> 2;
/*
 * check-name: shifts bind tighter than comparisons
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
	((a << 1) < (b >> 2))
 * check-output-end
 */
