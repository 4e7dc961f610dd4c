static long f(int *x, unsigned int *y)
{
	return x - y;
}
/*
 * check-name: subtracting int * and unsigned int *
 * check-command: sparse $file
 *
 * check-error-start
eval/ptr-sub-different-signedness.c:3:18: error: subtraction of different types can't work (different signedness)
 * check-error-end
 */
