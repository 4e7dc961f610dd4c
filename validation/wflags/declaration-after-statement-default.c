static void f(int x)
{
	x++;
	int y = x;
	(void)y;
}
/*
 * check-name: -Wdeclaration-after-statement is off by default
 * check-command: sparse $file
 */
