int x;
int f(void)
{
	return x;
}
/*
 * check-name: -Wno-decl turns it off
 * check-command: sparse -Wno-decl $file
 */
