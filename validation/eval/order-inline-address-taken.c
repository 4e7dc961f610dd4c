#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}
static int x(int __user *u)
{
	return *u;
}
static int *(*fp)(int __user *) = a;
static int *y(void)
{
	return 0;
}
static int z(int __user *u)
{
	return *u;
}
/*
 * check-name: an inline whose address is taken is checked after all symbols are evaluated, before expansion
 * check-command: sparse $file
 *
 * check-error-start
eval/order-inline-address-taken.c:14:16: warning: Using plain integer as NULL pointer
eval/order-inline-address-taken.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-address-taken.c:5:16:    expected int *
eval/order-inline-address-taken.c:5:16:    got int [noderef] __user *u
eval/order-inline-address-taken.c:9:17: warning: dereference of noderef expression
eval/order-inline-address-taken.c:18:17: warning: dereference of noderef expression
 * check-error-end
 */
