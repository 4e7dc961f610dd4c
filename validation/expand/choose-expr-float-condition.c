static int a = __builtin_choose_expr(1.0, 1, 2);
/*
 * check-name: __builtin_choose_expr with a floating condition
 *
 * check-error-start
expand/choose-expr-float-condition.c:1:38: error: bad constant expression
 * check-error-end
 */
