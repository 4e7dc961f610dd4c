static int a[2] = { 1, 2, 3 };
static int b[2][2] = { { 1, 2, 3 }, { 4 }, { 5 } };
/*
 * check-name: excessive elements in an array initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/excess-array.c:1:27: warning: excessive elements in array initializer
eval/init/excess-array.c:2:32: warning: excessive elements in array initializer
eval/init/excess-array.c:2:44: warning: excessive elements in array initializer
 * check-error-end
 */
