static int f(int x)
{
	return x >> -1;
}
/*
 * check-name: -Wno-shift-count-negative turns it off
 * check-command: sparse -Wno-shift-count-negative $file
 *
 * check-error-start
wflags/no-shift-count-negative.c:3:21: warning: shift too big (4294967295) for type int
 * check-error-end
 */
