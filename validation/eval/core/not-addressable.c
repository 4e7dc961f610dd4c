static int *f(int a)
{
	return &(a + 1);
}
/*
 * check-name: taking the address of a sum
 * check-command: sparse $file
 *
 * check-error-start
eval/core/not-addressable.c:3:16: error: not addressable
 * check-error-end
 */
