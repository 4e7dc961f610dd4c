struct s { int a; };
static struct s x = 1;
/*
 * check-name: a struct object initialized by a scalar
 * check-command: sparse $file
 *
 * check-error-start
eval/init/struct-from-scalar.c:2:21: error: invalid initializer
 * check-error-end
 */
