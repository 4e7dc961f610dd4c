static long f(int *p, long *q)
{
	return p - q;
}
/*
 * check-name: subtracting pointers to different types
 * check-command: sparse $file
 *
 * check-error-start
eval/core/sub-different-types.c:3:18: error: subtraction of different types can't work (different type sizes)
 * check-error-end
 */
