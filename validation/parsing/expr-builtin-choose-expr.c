int a;
long b;
int x = __builtin_choose_expr(1, a, b);
/*
 * check-name: __builtin_choose_expr
 * check-command: test-parsing $file
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
 */
