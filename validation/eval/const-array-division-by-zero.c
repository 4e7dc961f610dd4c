static int a[1 / 0];
static int b[1 % 0];
/*
 * check-name: division and modulo by zero in array sizes
 * check-command: sparse $file
 *
 * check-error-start
eval/const-array-division-by-zero.c:1:16: warning: division by zero
eval/const-array-division-by-zero.c:1:16: warning: Variable length array is used.
eval/const-array-division-by-zero.c:2:16: warning: division by zero
eval/const-array-division-by-zero.c:2:16: warning: Variable length array is used.
 * check-error-end
 */
