#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *u, int *k)
{
	return u != k;
}
/*
 * check-name: with -Wno-address-space only the modifiers differ
 * check-command: sparse -Wno-address-space $file
 *
 * check-error-start
eval/compare-address-space-noderef-off.c:5:18: error: incompatible types in comparison expression (different modifiers):
eval/compare-address-space-noderef-off.c:5:18:    int [noderef] *
eval/compare-address-space-noderef-off.c:5:18:    int *
 * check-error-end
 */
