struct s { int a; };

static int f(struct s x, struct s y)
{
	return x == y;
}
/*
 * check-name: == between two structs
 * check-command: sparse $file
 *
 * check-error-start
eval/op-struct-equal.c:5:18: error: incompatible types for operation (==):
eval/op-struct-equal.c:5:18:    struct s x
eval/op-struct-equal.c:5:18:    struct s y
 * check-error-end
 */
