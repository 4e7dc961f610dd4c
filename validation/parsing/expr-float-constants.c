double a = 1.5, b = 1e3, c = .5f, d = 0x1p4, e = 2.0L;
/*
 * check-name: floating constants
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
double [addressable] [toplevel] a
 = 
	1.5
.align 8
double [addressable] [toplevel] b
 = 
	1000
.align 8
double [addressable] [toplevel] c
 = 
	0.5
.align 8
double [addressable] [toplevel] d
 = 
	16
.align 8
double [addressable] [toplevel] e
 = 
	2
 * check-output-end
 * check-error-start
parsing/expr-float-constants.c:1:8: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-float-constants.c:1:17: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-float-constants.c:1:26: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-float-constants.c:1:35: warning: symbol 'd' was not declared. Should it be static?
parsing/expr-float-constants.c:1:46: warning: symbol 'e' was not declared. Should it be static?
 * check-error-end
 */
