static void f(void)
{
	long a[4];

	v = a;
}
/*
 * check-name: an array decays to a pointer to its element
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-array-decays.c:5:9: error: undefined identifier 'v'
 * check-error-end
 */
