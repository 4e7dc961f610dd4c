double a = 1.5, b = 1e3, c = .5f, d = 0x1p4, e = 2.0L;
/*
 * check-name: floating constants
 * check-command: test-parsing $file
 *
 * check-output-start
double [addressable] [toplevel] a
 = 
	1.5
double [addressable] [toplevel] b
 = 
	1000
double [addressable] [toplevel] c
 = 
	0.5
double [addressable] [toplevel] d
 = 
	16
double [addressable] [toplevel] e
 = 
	2
 * check-output-end
 */
