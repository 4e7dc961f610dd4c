static void f(int x)
{
	x++;
	int y = x;
	(void)y;
}
/*
 * check-name: -Wdeclaration-after-statement turns it on
 * check-command: sparse -Wdeclaration-after-statement $file
 *
 * check-error-start
wflags/declaration-after-statement.c:4:9: warning: mixing declarations and code
 * check-error-end
 */
