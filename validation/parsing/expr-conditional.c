int a, b, c, d, e;
int x = a ? b : c ? d : e;
int y = a ? b ? c : d : e;
/*
 * check-name: the conditional operator nests to the right
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
int [addressable] [toplevel] d
.align 4
int [addressable] [toplevel] e
.align 4
int [addressable] [toplevel] x
 = 
	(a ? b : (c ? d : e))
.align 4
int [addressable] [toplevel] y
 = 
	(a ? (b ? c : d) : e)
 * check-output-end
 */
