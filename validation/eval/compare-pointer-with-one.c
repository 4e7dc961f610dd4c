static int f(int *p)
{
	return p == 1;
}
/*
 * check-name: comparing a pointer with 1 is an error
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-pointer-with-one.c:3:18: error: incompatible types for operation (==):
eval/compare-pointer-with-one.c:3:18:    int *p
eval/compare-pointer-with-one.c:3:18:    int
 * check-error-end
 */
