#define __user __attribute__((noderef, address_space(__user)))

static int x(int __user *u)
{
	return *u;
}
static inline int *a(int __user *u)
{
	return u;
}
static int *(*fp)(int __user *) = a;
static int z(int __user *u)
{
	return *u;
}
/*
 * check-name: an address-taken inline defined after a function is still checked before any expansion
 * check-command: sparse $file
 *
 * check-error-start
eval/order-inline-address-taken-later.c:9:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-address-taken-later.c:9:16:    expected int *
eval/order-inline-address-taken-later.c:9:16:    got int [noderef] __user *u
eval/order-inline-address-taken-later.c:5:17: warning: dereference of noderef expression
eval/order-inline-address-taken-later.c:14:17: warning: dereference of noderef expression
 * check-error-end
 */
