#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *p)
{
	return *p;
}

static int *g(int __user *p)
{
	return p;
}
/*
 * check-name: expansion warnings come after evaluation warnings
 *
 * check-error-start
expand/noderef-order.c:10:16: warning: incorrect type in return expression (different address spaces)
expand/noderef-order.c:10:16:    expected int *
expand/noderef-order.c:10:16:    got int [noderef] __user *p
expand/noderef-order.c:5:17: warning: dereference of noderef expression
 * check-error-end
 */
