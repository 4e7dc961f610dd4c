static int f(int a, int b, float x)
{
	return __builtin_add_overflow(a, b, x);
}
/*
 * check-name: __builtin_add_overflow with a float result argument
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-overflow-bad-result.c:3:45: error: invalid type for argument 3:
eval/builtin-overflow-bad-result.c:3:45:         float x
 * check-error-end
 */
