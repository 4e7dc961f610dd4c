static int x;

static int f(int a)
{
	int x = a;

	return x;
}
/*
 * check-name: -Wshadow turns it on
 * check-command: sparse -Wshadow $file
 *
 * check-error-start
wflags/shadow.c:5:13: warning: symbol 'x' shadows an earlier one
wflags/shadow.c:1:12: originally declared here
 * check-error-end
 */
