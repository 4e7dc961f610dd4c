static int f(int x)
{
	return x(1);
}
/*
 * check-name: calling an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/not-a-function.c:3:17: error: not a function x
 * check-error-end
 */
