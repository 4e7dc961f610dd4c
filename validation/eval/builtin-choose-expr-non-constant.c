static int f(int x)
{
	return __builtin_choose_expr(x, 1, 2);
}
/*
 * check-name: __builtin_choose_expr with a variable condition
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-choose-expr-non-constant.c:3:38: error: bad constant expression
 * check-error-end
 */
