int a, b, c, d, e;
int x = a ? b : c ? d : e;
int y = a ? b ? c : d : e;
/*
 * check-name: the conditional operator nests to the right
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] a
int [addressable] [toplevel] b
int [addressable] [toplevel] c
int [addressable] [toplevel] d
int [addressable] [toplevel] e
int [addressable] [toplevel] x
 = 
	(a ? b : (c ? d : e))
int [addressable] [toplevel] y
 = 
	(a ? (b ? c : d) : e)
 * check-output-end
 */
