static unsigned long f(int n)
{
	char b[n];

	return sizeof(b);
}
/*
 * check-name: sizeof of a variable length array is no constant but fine
 * check-command: sparse $file
 *
 * check-error-start
eval/core/vla-sizeof-ok.c:3:16: warning: Variable length array is used.
 * check-error-end
 */
