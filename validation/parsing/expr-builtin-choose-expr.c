int a;
long b;
int x = __builtin_choose_expr(1, a, b);
/*
 * check-name: __builtin_choose_expr
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] a
long [addressable] [toplevel] b
int [addressable] [toplevel] x
 = 
	(1 ? a : b)
 * check-output-end
 */
