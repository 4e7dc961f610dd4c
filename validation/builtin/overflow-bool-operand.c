static int f(_Bool *b, int *r)
{
	return __builtin_add_overflow(*b, 1, r);
}
/*
 * check-name: __builtin_add_overflow of a _Bool
 *
 * check-error-start
builtin/overflow-bool-operand.c:3:39: error: invalid type for argument 1:
builtin/overflow-bool-operand.c:3:39:         bool
 * check-error-end
 */
