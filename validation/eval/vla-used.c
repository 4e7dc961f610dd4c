static int f(int n)
{
	int a[n];

	a[0] = 1;
	return a[0];
}
/*
 * check-name: a variable length array
 * check-command: sparse $file
 *
 * check-error-start
eval/vla-used.c:3:15: warning: Variable length array is used.
 * check-error-end
 */
