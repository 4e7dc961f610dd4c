struct probe { int x; } v;
static void f(int i, double d)
{
	v = __builtin_choose_expr(sizeof(int) == 4, d, i);
}
/*
 * check-name: __builtin_choose_expr takes the type of the chosen one
 * check-command: sparse $file
 *
 * check-error-start
eval/core/choose-expr.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/choose-expr.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/choose-expr.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/choose-expr.c:4:11:    got double d
 * check-error-end
 */
