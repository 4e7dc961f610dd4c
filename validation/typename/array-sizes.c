static char a[2];
static int b[3][4];
static int (*fpa[2])(void);
static int c[-1];
static void f(int n)
{
	int vla[n];
	a = 1;
	b = 1;
	fpa = 1;
	vla = 1;
	c = 1;
}
/*
 * check-name: types in messages: array sizes, a VLA's after a bad constant expression
 * check-command: sparse $file
 *
 * check-error-start
typename/array-sizes.c:7:17: warning: Variable length array is used.
typename/array-sizes.c:8:11: warning: incorrect type in assignment (invalid types)
typename/array-sizes.c:8:11:    expected char static [toplevel] a[2]
typename/array-sizes.c:8:11:    got int
typename/array-sizes.c:9:11: warning: incorrect type in assignment (invalid types)
typename/array-sizes.c:9:11:    expected int static [toplevel] b[3][4]
typename/array-sizes.c:9:11:    got int
typename/array-sizes.c:10:13: warning: incorrect type in assignment (invalid types)
typename/array-sizes.c:10:13:    expected int ( *static [toplevel] fpa[2] )( ... )
typename/array-sizes.c:10:13:    got int
typename/array-sizes.c:11:13: warning: incorrect type in assignment (invalid types)
typename/array-sizes.c:7:17: error: bad constant expression
typename/array-sizes.c:11:13:    expected int vla[0]
typename/array-sizes.c:11:13:    got int
 * check-error-end
 */
