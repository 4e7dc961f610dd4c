static void f(int x)
{
	do
		x--;
	while (x);
}
/*
 * check-name: -Wdo-while turns it on
 * check-command: sparse -Wdo-while $file
 *
 * check-error-start
wflags/do-while.c:4:17: warning: do-while statement is not a compound statement
 * check-error-end
 */
