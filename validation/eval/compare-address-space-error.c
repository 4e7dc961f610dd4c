#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *u, int *k)
{
	return u == k;
}
/*
 * check-name: comparing pointers of different address spaces is an error
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-address-space-error.c:5:18: error: incompatible types in comparison expression (different address spaces):
eval/compare-address-space-error.c:5:18:    int [noderef] __user *
eval/compare-address-space-error.c:5:18:    int *
 * check-error-end
 */
