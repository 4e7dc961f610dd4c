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
 *	n, and so does upstream's: the parameters are bound where the body
 *	starts, not in scope for the later ones as 6.2.1p4 has them; the
 *	prototypes' sizes are not evaluated
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
scope/parameter-in-array-size.c:3:20: error: undefined identifier 'n'
scope/parameter-in-array-size.c:3:20: error: bad constant expression type
 * check-error-end
 */
