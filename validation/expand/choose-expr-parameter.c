static int f(int y)
{
	return __builtin_choose_expr(y, 1, 2);
}
/*
 * check-name: __builtin_choose_expr with a parameter as condition
 *
 * check-error-start
expand/choose-expr-parameter.c:3:38: error: bad constant expression
 * check-error-end
 */
