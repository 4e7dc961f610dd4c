#define __user __attribute__((noderef, address_space(__user)))

extern inline int *strip(int __user *u)
{
	return u;
}
inline int *strip2(int __user *u)
{
	return u;
}
static int *f(int __user *p)
{
	return strip(p) + (strip2(p) - (int *)0);
}
/*
 * check-name: extern and plain inline functions used later
 * check-command: sparse $file
 *
 * check-error-start
eval/order-extern-inline.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-extern-inline.c:5:16:    expected int *
eval/order-extern-inline.c:5:16:    got int [noderef] __user *u
eval/order-extern-inline.c:9:16: warning: incorrect type in return expression (different address spaces)
eval/order-extern-inline.c:9:16:    expected int *
eval/order-extern-inline.c:9:16:    got int [noderef] __user *u
 * check-error-end
 */
