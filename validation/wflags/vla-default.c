static int f(int n)
{
	char a[n];

	a[0] = 1;
	return a[0];
}
/*
 * check-name: -Wvla is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/vla-default.c:3:16: warning: Variable length array is used.
 * check-error-end
 */
