static void f(void)
{
}
static int m(void)
{
	return f() + 1;
}
/*
 * check-name: adding to a void call
 * check-command: sparse $file
 *
 * check-error-start
eval/void-value-arith.c:6:20: error: incompatible types for operation (+):
eval/void-value-arith.c:6:20:    void
eval/void-value-arith.c:6:20:    int
 * check-error-end
 */
