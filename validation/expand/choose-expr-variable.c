static int x;
static int a = __builtin_choose_expr(x, 1, 2);
/*
 * check-name: __builtin_choose_expr with a variable condition
 *
 * check-error-start
expand/choose-expr-variable.c:2:38: error: bad constant expression
 * check-error-end
 */
