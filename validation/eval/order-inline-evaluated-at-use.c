#define __user __attribute__((noderef, address_space(__user)))

static inline int *strip(int __user *u)
{
	return u;
}
static int *g(void)
{
	return 0;
}
static int *f(int __user *p, int *q)
{
	q = 0;
	q = strip(p);
	return q ? q : 0;
}
/*
 * check-name: a used inline function is checked after the whole file is evaluated
 * check-command: sparse $file
 *
 * check-error-start
eval/order-inline-evaluated-at-use.c:9:16: warning: Using plain integer as NULL pointer
eval/order-inline-evaluated-at-use.c:13:13: warning: Using plain integer as NULL pointer
eval/order-inline-evaluated-at-use.c:15:24: warning: Using plain integer as NULL pointer
eval/order-inline-evaluated-at-use.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/order-inline-evaluated-at-use.c:5:16:    expected int *
eval/order-inline-evaluated-at-use.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
