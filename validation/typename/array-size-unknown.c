static int c[-1];
static int d[];
extern int e[];
static void f(void)
{
	c = 1;
	d = 1;
	e = 1;
}
/*
 * check-name: types in messages: negative and unknown array sizes
 * check-command: sparse $file
 *
 * check-error-start
typename/array-size-unknown.c:6:11: warning: incorrect type in assignment (invalid types)
typename/array-size-unknown.c:6:11:    expected int static [toplevel] c[-1]
typename/array-size-unknown.c:6:11:    got int
typename/array-size-unknown.c:7:11: warning: incorrect type in assignment (invalid types)
typename/array-size-unknown.c:7:11:    expected int static [toplevel] d[0]
typename/array-size-unknown.c:7:11:    got int
typename/array-size-unknown.c:8:11: warning: incorrect type in assignment (invalid types)
typename/array-size-unknown.c:8:11:    expected int extern [addressable] [toplevel] e[0]
typename/array-size-unknown.c:8:11:    got int
 * check-error-end
 */
