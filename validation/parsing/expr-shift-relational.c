int a, b;
int x = a << 1 < b >> 2;
/*
 * check-name: shifts bind tighter than comparisons
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/expr-shift-relational.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-shift-relational.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-shift-relational.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
