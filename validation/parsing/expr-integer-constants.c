unsigned long a = 10, b = 010, c = 0x10, d = 0b10;
unsigned long e = 1u, f = 2l, g = 3ul, h = 4ll, i = 5ULL, j = 6LU;
/*
 * check-name: integer constants in every base and with suffixes
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
unsigned long [addressable] [toplevel] a
 = 
	10
.align 8
unsigned long [addressable] [toplevel] b
 = 
	8
.align 8
unsigned long [addressable] [toplevel] c
 = 
	16
.align 8
unsigned long [addressable] [toplevel] d
 = 
	2
.align 8
unsigned long [addressable] [toplevel] e
 = 
	1
.align 8
unsigned long [addressable] [toplevel] f
 = 
	2
.align 8
unsigned long [addressable] [toplevel] g
 = 
	3
.align 8
unsigned long [addressable] [toplevel] h
 = 
	4
.align 8
unsigned long [addressable] [toplevel] i
 = 
	5
.align 8
unsigned long [addressable] [toplevel] j
 = 
	6
 * check-output-end
 * check-error-start
parsing/expr-integer-constants.c:1:15: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-integer-constants.c:1:23: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-integer-constants.c:1:32: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-integer-constants.c:1:42: warning: symbol 'd' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:15: warning: symbol 'e' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:23: warning: symbol 'f' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:31: warning: symbol 'g' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:40: warning: symbol 'h' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:49: warning: symbol 'i' was not declared. Should it be static?
parsing/expr-integer-constants.c:2:59: warning: symbol 'j' was not declared. Should it be static?
 * check-error-end
 */
