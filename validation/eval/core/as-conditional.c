#define __user __attribute__((noderef, address_space(__user)))
static void *f(int c, int __user *u, int *k)
{
	return c ? u : k;
}
/*
 * check-name: ?: of pointers of different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-conditional.c:4:18: error: incompatible types in conditional expression (different address spaces):
eval/core/as-conditional.c:4:18:    int [noderef] __user *
eval/core/as-conditional.c:4:18:    int *
 * check-error-end
 */
