static int a = __builtin_choose_expr(sizeof(long) == 8, 1, "long is 4");
/*
 * check-name: __builtin_choose_expr on sizeof(long) with -m64
 * check-command: sparse -m64 $file
 */
