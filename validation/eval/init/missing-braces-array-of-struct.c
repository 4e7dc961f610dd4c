struct s { int a; int b; };
static struct s x[2] = { 1, 2, 3, 4 };
static int y[2][2] = { 1, 2, 3, 4, 5 };
/*
 * check-name: an array of structs initialized without inner braces
 * check-command: sparse $file
 *
 * check-error-start
eval/init/missing-braces-array-of-struct.c:2:26: warning: missing braces around initializer
eval/init/missing-braces-array-of-struct.c:2:32: warning: missing braces around initializer
eval/init/missing-braces-array-of-struct.c:3:24: warning: missing braces around initializer
eval/init/missing-braces-array-of-struct.c:3:30: warning: missing braces around initializer
eval/init/missing-braces-array-of-struct.c:3:36: warning: excessive elements in array initializer
 * check-error-end
 */
