static int a = __builtin_choose_expr((void *)0, 1, 2);
static int b = __builtin_choose_expr((void *)1, 1, 2);
/*
 * check-name: __builtin_choose_expr with a null pointer condition
 */
