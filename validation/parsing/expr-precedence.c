int a, b, c, d;
int x = a + b * c - d;
int y = a << b + c < d == a & b ^ c | d && a || b;
int z = a - b - c - d;
/*
 * check-name: binary operators group by precedence, left to right
 * check-command: test-parsing --ast $file
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
int [addressable] [toplevel] x
 = 
	((a + (b * c)) - d)
.align 4
int [addressable] [toplevel] y
 = 
	((((((((a << (b + c)) < d) == a) & b) ^ c) | d) && a) || b)
.align 4
int [addressable] [toplevel] z
 = 
	(((a - b) - c) - d)
 * check-output-end
 * check-error-start
parsing/expr-precedence.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-precedence.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-precedence.c:1:11: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-precedence.c:1:14: warning: symbol 'd' was not declared. Should it be static?
parsing/expr-precedence.c:2:5: warning: symbol 'x' was not declared. Should it be static?
parsing/expr-precedence.c:3:5: warning: symbol 'y' was not declared. Should it be static?
parsing/expr-precedence.c:4:5: warning: symbol 'z' was not declared. Should it be static?
 * check-error-end
 */
