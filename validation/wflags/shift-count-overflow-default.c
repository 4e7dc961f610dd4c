static int f(int x)
{
	return x << 40;
}
/*
 * check-name: -Wshift-count-overflow is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/shift-count-overflow-default.c:3:21: warning: shift too big (40) for type int
 * check-error-end
 */
