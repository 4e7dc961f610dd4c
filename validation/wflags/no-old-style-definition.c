static int f(a) int a;
{
	return a;
}
/*
 * check-name: -Wno-old-style-definition turns it off
 * check-command: sparse -Wno-old-style-definition $file
 */
