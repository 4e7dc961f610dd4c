static int f(int x)
{
	return x;
}
static int g(int x)
{
	int (*fp)(int) = f;

	f = fp;
	return x;
}
/*
 * check-name: assigning to a function
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-to-function.c:9:11: warning: incorrect type in assignment (invalid types)
eval/assign-to-function.c:9:11:    expected int static [addressable] [signed] [toplevel] f( ... )
eval/assign-to-function.c:9:11:    got int ( *fp )( ... )
 * check-error-end
 */
