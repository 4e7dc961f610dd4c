static int f(int b, int *r, float x)
{
	return __builtin_mul_overflow(x, b, r);
}
/*
 * check-name: __builtin_mul_overflow with a float operand
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-overflow-bad-operand.c:3:39: error: invalid type for argument 1:
eval/builtin-overflow-bad-operand.c:3:39:         float x
 * check-error-end
 */
