static int f(void)
{
	int a[3];

	return &a == &a[0];
}
/*
 * check-name: comparing &array with &array[0]
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-pointer-to-array.c:5:19: error: incompatible types in comparison expression (different base types):
eval/compare-pointer-to-array.c:5:19:    int ( * )[3]
eval/compare-pointer-to-array.c:5:19:    int *
 * check-error-end
 */
