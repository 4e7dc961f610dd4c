static void f(int x)
{
	x++;
	int y = x;
	(void)y;
}
/*
 * check-name: -Wdeclaration-after-statement is on with -std=c89
 * check-command: sparse -std=c89 $file
 *
 * check-error-start
wflags/declaration-after-statement-c89.c:4:9: warning: mixing declarations and code
 * check-error-end
 */
