int a, b, c;
int x = a & b || c ^ a && b | c;
/*
 * check-name: the bitwise operators bind tighter than the logical ones
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
int [addressable] [toplevel] x
 = 
	((a & b) || ((c ^ a) && (b | c)))
 * check-output-end
 * check-error-start
parsing/expr-bitwise-logical.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-bitwise-logical.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-bitwise-logical.c:1:11: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-bitwise-logical.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
