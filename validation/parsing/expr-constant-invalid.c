int a = 1x;
int b = 1uu;
int c = 0x;
double d = 1.0.0;
/*
 * check-name: invalid integer constants
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
 = 
	0
.align 4
int [addressable] [toplevel] b
 = 
	0
.align 4
int [addressable] [toplevel] c
 = 
	0
.align 8
double [addressable] [toplevel] d
 = 
	0
 * check-output-end
 *
 * check-error-start
parsing/expr-constant-invalid.c:1:9: error: constant 1x is not a valid number
parsing/expr-constant-invalid.c:2:9: error: constant 1uu is not a valid number
parsing/expr-constant-invalid.c:3:9: error: constant 0x is not a valid number
parsing/expr-constant-invalid.c:4:12: error: constant 1.0.0 is not a valid number
 * check-error-end
 */
