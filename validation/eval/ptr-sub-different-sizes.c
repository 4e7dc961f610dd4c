static long f(int *a, long *b)
{
	return a - b;
}
/*
 * check-name: subtracting pointers to types of different sizes
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-sub-different-sizes.c:3:18: error: subtraction of different types can't work (different type sizes)
 * check-error-end
 */
