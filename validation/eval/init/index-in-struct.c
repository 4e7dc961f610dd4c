struct s { int a; int b; };
static struct s x = { [0] = 1 };
/*
 * check-name: an index designator in a struct's initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/init/index-in-struct.c:2:24: error: array index in non-array initializer
 * check-error-end
 */
