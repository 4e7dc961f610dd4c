static int q[2] = { 1, 2, 3 };
/*
 * check-name: more initializers than array elements
 * check-command: sparse $file
 *
 * check-error-start
eval/excessive-array-init.c:1:27: warning: excessive elements in array initializer
 * check-error-end
 */
