static unsigned long f(void)
{
	return __builtin_offsetof(int, a);
}
/*
 * check-name: offsetof in a non-struct type
 * check-command: sparse $file
 *
 * check-error-start
eval/offsetof-non-struct.c:3:40: error: expected structure or union
 * check-error-end
 */
