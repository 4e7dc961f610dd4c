static int a = __builtin_choose_expr(sizeof(long) == 8, 1, "long is 4");
/*
 * check-name: __builtin_choose_expr on sizeof(long) with -m32
 * check-command: sparse -m32 $file
 *
 * check-error-start
expand/choose-expr-sizeof-m32.c:1:60: warning: incorrect type in initializer (different base types)
expand/choose-expr-sizeof-m32.c:1:60:    expected int static [toplevel] a
expand/choose-expr-sizeof-m32.c:1:60:    got char *
 * check-error-end
 */
