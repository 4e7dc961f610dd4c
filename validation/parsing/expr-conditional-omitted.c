int a, b;
int x = a ?: b;
/*
 * check-name: GNU: a ?: b leaves out the middle operand
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
	(a ?  : b)
 * check-output-end
 * check-error-start
parsing/expr-conditional-omitted.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-conditional-omitted.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-conditional-omitted.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
