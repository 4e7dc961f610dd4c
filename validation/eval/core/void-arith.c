extern void g(void);
static int f(void)
{
	return g() + 1;
}
/*
 * check-name: arithmetic on a void value
 * check-command: sparse $file
 *
 * check-error-start
eval/core/void-arith.c:4:20: error: incompatible types for operation (+):
eval/core/void-arith.c:4:20:    void
eval/core/void-arith.c:4:20:    int
 * check-error-end
 */
