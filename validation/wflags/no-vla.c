static int f(int n)
{
	char a[n];

	a[0] = 1;
	return a[0];
}
/*
 * check-name: -Wno-vla turns it off
 * check-command: sparse -Wno-vla $file
 */
