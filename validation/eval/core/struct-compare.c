struct s { int a; };
static int f(struct s x, struct s y)
{
	return x == y;
}
/*
 * check-name: == between structs
 * check-command: sparse $file
 *
 * check-error-start
eval/core/struct-compare.c:4:18: error: incompatible types for operation (==):
eval/core/struct-compare.c:4:18:    struct s x
eval/core/struct-compare.c:4:18:    struct s y
 * check-error-end
 */
