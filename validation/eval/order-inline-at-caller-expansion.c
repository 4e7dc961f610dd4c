#define __user __attribute__((noderef, address_space(__user)))

static inline int *strip(int __user *u)
{
	return u;
}
static int *f(int __user *p)
{
	return strip(p);
}
static int *g(void)
{
	return 0;
}
static int h(int __user *p)
{
	return *p;
}
/*
 * check-name: a used inline function is checked when its caller is expanded
 * check-command: sparse $file
 *
 * check-error-start
eval/order-inline-at-caller-expansion.c:13:16: warning: Using plain integer as NULL pointer
eval/order-inline-at-caller-expansion.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-at-caller-expansion.c:5:16:    expected int *
eval/order-inline-at-caller-expansion.c:5:16:    got int [noderef] __user *u
eval/order-inline-at-caller-expansion.c:17:17: warning: dereference of noderef expression
 * check-error-end
 */
