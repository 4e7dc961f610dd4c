static unsigned long i(void)
{
	return sizeof(int[]);
}
/*
 * check-name: sizeof(int[])
 * check-command: sparse $file
 *
 * check-error-start
eval/sizeof-incomplete-array.c:3:16: error: cannot size expression
 * check-error-end
 */
