static int a = __builtin_choose_expr(1, 1, "s");
static int b = __builtin_choose_expr(0, 1, "s");
/*
 * check-name: __builtin_choose_expr: the other branch's type does not matter
 *
 * check-error-start
expand/choose-expr-unchosen-branch.c:2:44: warning: incorrect type in initializer (different base types)
expand/choose-expr-unchosen-branch.c:2:44:    expected int static [toplevel] b
expand/choose-expr-unchosen-branch.c:2:44:    got char *
 * check-error-end
 */
