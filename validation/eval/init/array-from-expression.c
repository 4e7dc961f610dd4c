static int a[2];
static int *b[2] = a;
/*
 * check-name: an array object initialized by an expression
 * check-command: sparse $file
 *
 * check-error-start
eval/init/array-from-expression.c:2:20: error: invalid initializer
 * check-error-end
 */
