#define __user __attribute__((noderef, address_space(__user)))

static inline int *strip(int __user *u)
{
	return u;
}
static int a(int __user *p)
{
	int x = *p;

	return x + *strip(p);
}
static int b(int __user *p)
{
	return *strip(p) + *p;
}
/*
 * check-name: inline copies are checked while each caller is expanded, in order
 * check-command: sparse $file
 *
 * check-error-start
eval/order-inline-per-caller.c:9:18: warning: dereference of noderef expression
eval/order-inline-per-caller.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-per-caller.c:5:16:    expected int *
eval/order-inline-per-caller.c:5:16:    got int [noderef] __user *u
eval/order-inline-per-caller.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-per-caller.c:5:16:    expected int *
eval/order-inline-per-caller.c:5:16:    got int [noderef] __user *u
eval/order-inline-per-caller.c:15:29: warning: dereference of noderef expression
 * check-error-end
 */
