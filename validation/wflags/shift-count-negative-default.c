static int f(int x)
{
	return x >> -1;
}
/*
 * check-name: -Wshift-count-negative is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/shift-count-negative-default.c:3:21: warning: shift count is negative (-1)
 * check-error-end
 */
