static unsigned long f(void)
{
	return __builtin_offsetof(int, b);
}
/*
 * check-name: __builtin_offsetof in an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/offsetof-not-struct.c:3:40: error: expected structure or union
 * check-error-end
 */
