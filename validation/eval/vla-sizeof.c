static unsigned long f(int n)
{
	char b[n + 1][2];

	return sizeof(b);
}
/*
 * check-name: a 2-D VLA and sizeof of it
 * check-command: sparse $file
 *
 * check-error-start
eval/vla-sizeof.c:3:18: warning: Variable length array is used.
 * check-error-end
 */
