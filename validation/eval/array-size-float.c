static int m[1.5];
/*
 * check-name: a floating-point array size
 * check-command: sparse $file
 *
 * check-error-start
eval/array-size-float.c:1:14: warning: Variable length array is used.
 * check-error-end
 */
