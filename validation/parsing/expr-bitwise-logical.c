int a, b, c;
int x = a & b || c ^ a && b | c;
/*
 * check-name: the bitwise operators bind tighter than the logical ones
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 4
int [addressable] [toplevel] c
.align 4
int [addressable] [toplevel] x
 = 
	((a & b) || ((c ^ a) && (b | c)))
 * check-output-end
 */
