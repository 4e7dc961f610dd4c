extern int a[];
static unsigned long f(void)
{
	return sizeof(a);
}
/*
 * check-name: sizeof of an array of unknown size
 * check-command: sparse $file
 *
 * check-error-start
eval/core/sizeof-incomplete-array.c:4:16: error: cannot size expression
 * check-error-end
 */
