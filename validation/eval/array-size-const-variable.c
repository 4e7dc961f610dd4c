static const int k = 3;
static int arr[k];
/*
 * check-name: a const int variable as array size is not a constant
 * check-command: sparse $file
 *
 * check-error-start
eval/array-size-const-variable.c:2:16: warning: Variable length array is used.
 * check-error-end
 */
