extern int f(int n, int a[n]);
extern int g(int n, int a[n][n], int (*p)(int n, char c[n]));
int h(int n, int a[n])
{
	return a[n - 1] + n;
}
int k(int a, int a2);
/*
 * check-name: a parameter names the size of a later array parameter
 * check-description: sparse 0.6.4 reports 'undefined identifier' for h's
 *	n; the parameter is in scope (6.2.1p4), and an array parameter is a
 *	pointer, not a variable length array.
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
scope/parameter-in-array-size.c:3:5: warning: symbol 'h' was not declared. Should it be static?
 * check-error-end
 */
