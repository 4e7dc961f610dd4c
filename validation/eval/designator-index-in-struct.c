struct s { int a; };
static struct s z = { [0] = 1 };
/*
 * check-name: an index designator for a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/designator-index-in-struct.c:2:24: error: array index in non-array initializer
 * check-error-end
 */
