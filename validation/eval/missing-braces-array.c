static int d[2][2] = { 1, 2, 3, 4 };
/*
 * check-name: a 2-D array initialized without inner braces
 * check-command: sparse $file
 *
 * check-error-start
eval/missing-braces-array.c:1:24: warning: missing braces around initializer
eval/missing-braces-array.c:1:30: warning: missing braces around initializer
 * check-error-end
 */
