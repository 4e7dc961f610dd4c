static int a[3] = { [2] = 1, 2, 3, [0] = 5, 6 };
/*
 * check-name: a designator after excessive elements starts over
 * check-command: sparse $file
 *
 * check-error-start
eval/init/excess-then-designator.c:1:30: warning: excessive elements in array initializer
eval/init/excess-then-designator.c:1:33: warning: excessive elements in array initializer
 * check-error-end
 */
