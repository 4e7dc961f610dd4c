static struct { int z[0]; int a; } x = { 1 };
/*
 * check-name: an array of no elements takes no value
 * check-command: sparse $file
 *
 * check-error-start
eval/init/zero-size-array.c:1:42: warning: excessive elements in array initializer
 * check-error-end
 */
