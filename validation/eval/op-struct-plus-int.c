struct s { int a; };

static int f(struct s x)
{
	return x + 1;
}
/*
 * check-name: adding an int to a struct
 * check-command: sparse $file
 *
 * check-error-start
eval/op-struct-plus-int.c:5:18: error: incompatible types for operation (+):
eval/op-struct-plus-int.c:5:18:    struct s x
eval/op-struct-plus-int.c:5:18:    int
 * check-error-end
 */
