static int f(int a, int *r)
{
	return __builtin_mul_overflow(a, a, r, 0);
}
/*
 * check-name: __builtin_mul_overflow with four arguments
 *
 * check-error-start
builtin/overflow-too-many.c:3:38: error: too many arguments for __builtin_mul_overflow
 * check-error-end
 */
