int a;
long b;
int x = __builtin_choose_expr(1, a, b);
/*
 * check-name: __builtin_choose_expr
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 8
long [addressable] [toplevel] b
.align 4
int [addressable] [toplevel] x
 = 
	(1 ? a : b)
 * check-output-end
 * check-error-start
parsing/expr-builtin-choose-expr.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-builtin-choose-expr.c:2:6: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-builtin-choose-expr.c:3:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
