#define __user __attribute__((noderef, address_space(__user)))

static void *f(int c, int __user *u, int *k)
{
	return c ? u : k;
}
/*
 * check-name: ?: between pointers to different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/cond-address-space.c:5:18: error: incompatible types in conditional expression (different address spaces):
eval/cond-address-space.c:5:18:    int [noderef] __user *
eval/cond-address-space.c:5:18:    int *
 * check-error-end
 */
