static int x[4] = { [1 ... 2] = 1, 3, 4, 5 };
/*
 * check-name: positional values follow an index range from its end
 * check-command: sparse $file
 *
 * check-error-start
eval/init/range-then-positional.c:1:39: warning: excessive elements in array initializer
eval/init/range-then-positional.c:1:42: warning: excessive elements in array initializer
 * check-error-end
 */
