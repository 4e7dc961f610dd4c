static int f(int a, _Bool *r)
{
	return __builtin_sub_overflow(a, 1, r + 0);
}
/*
 * check-name: __builtin_sub_overflow into a _Bool
 *
 * check-error-start
builtin/overflow-bool-result.c:3:47: error: invalid type for argument 3:
builtin/overflow-bool-result.c:3:47:         bool *
 * check-error-end
 */
