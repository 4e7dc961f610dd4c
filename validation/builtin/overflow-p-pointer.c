static int f(int a, int *p)
{
	return __builtin_add_overflow_p(a, 1, p + 1);
}
/*
 * check-name: __builtin_add_overflow_p with a pointer
 *
 * check-error-start
builtin/overflow-p-pointer.c:3:49: error: invalid type for argument 3:
builtin/overflow-p-pointer.c:3:49:         int *
 * check-error-end
 */
