int a, b, c, d, e;
int x = a ? b : c ? d : e;
int y = a ? b ? c : d : e;
/*
 * check-name: the conditional operator nests to the right
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
 * check-error-start
parsing/expr-conditional.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-conditional.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-conditional.c:1:11: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-conditional.c:1:14: warning: symbol 'd' was not declared. Should it be static?
parsing/expr-conditional.c:1:17: warning: symbol 'e' was not declared. Should it be static?
parsing/expr-conditional.c:2:5: warning: symbol 'x' was not declared. Should it be static?
parsing/expr-conditional.c:3:5: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
