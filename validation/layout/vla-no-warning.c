int f(int n);
int f(int n)
{
	int a[n];
	return a[0];
}
/*
 * check-name: -Wno-vla: variable length arrays are quiet
 * check-command: sparse -Wno-vla $file
 */
