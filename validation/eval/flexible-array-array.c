struct f { int n; int d[]; };
static struct f arr[2];
/*
 * check-name: an array of structures with a flexible array member
 * check-command: sparse $file
 *
 * check-error-start
eval/flexible-array-array.c:2:20: warning: array of flexible structures
 * check-error-end
 */
