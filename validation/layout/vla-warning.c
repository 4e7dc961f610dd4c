int f(int n);
int f(int n)
{
	int a[n + 1];
	int b[2][n];
	typedef char t[n * 2];
	t x;
	return a[0] + b[1][0] + x[0];
}
/*
 * check-name: a variable length array is warned about at its size, by default
 *
 * check-error-start
layout/vla-warning.c:4:17: warning: Variable length array is used.
layout/vla-warning.c:5:18: warning: Variable length array is used.
layout/vla-warning.c:6:26: warning: Variable length array is used.
 * check-error-end
 */
