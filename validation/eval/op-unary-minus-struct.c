struct s { int a; };

static int f(struct s x)
{
	return -x;
}
/*
 * check-name: unary minus on a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/op-unary-minus-struct.c:5:16: error: incompatible type for operation (-):
eval/op-unary-minus-struct.c:5:16:    struct s x
 * check-error-end
 */
