static int x;
static int a[x];
/*
 * check-name: a variable as size of a file-scope array
 * check-command: sparse $file
 *
 * check-error-start
eval/const-array-variable-size.c:2:14: warning: Variable length array is used.
 * check-error-end
 */
