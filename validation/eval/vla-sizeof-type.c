static unsigned long f(int n)
{
	return sizeof(int[n]) + sizeof(char (*)[n]);
}
/*
 * check-name: sizeof of VLA type names
 * check-command: sparse $file
 *
 * check-error-start
eval/vla-sizeof-type.c:3:27: warning: Variable length array is used.
 * check-error-end
 */
