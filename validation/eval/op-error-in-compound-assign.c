struct s { int a; };

static int f(struct s x, int *p)
{
	int r = 0;

	r += x + 1;
	r += p * 2;
	return r;
}
/*
 * check-name: an invalid operand of += is reported once
 * check-command: sparse $file
 *
 * check-error-start
eval/op-error-in-compound-assign.c:7:16: error: incompatible types for operation (+):
eval/op-error-in-compound-assign.c:7:16:    struct s x
eval/op-error-in-compound-assign.c:7:16:    int
eval/op-error-in-compound-assign.c:8:16: error: incompatible types for operation (*):
eval/op-error-in-compound-assign.c:8:16:    int *p
eval/op-error-in-compound-assign.c:8:16:    int
 * check-error-end
 */
