static int f(int a, int b)
{
	return __builtin_add_overflow(a, b);
}
/*
 * check-name: __builtin_add_overflow with two arguments
 * check-command: sparse $file
 *
 * check-error-start
eval/builtin-overflow-too-few.c:3:38: error: not enough arguments for __builtin_add_overflow
 * check-error-end
 */
