static long f(int (*a)(void), int (*b)(void))
{
	return a - b;
}
/*
 * check-name: subtracting pointers to functions
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-sub-functions.c:3:18: error: subtraction of functions? Share your drugs
 * check-error-end
 */
