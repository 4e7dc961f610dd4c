static int f(void)
{
	int a[3];

	return a == 0;
}
/*
 * check-name: comparing an array with 0
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-array-with-zero.c:5:21: warning: Using plain integer as NULL pointer
 * check-error-end
 */
