#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *u)
{
	return *u;
}
static int *g(void)
{
	return 0;
}
static char c = 0x1ff;
static int h(int __user *u)
{
	return *&*u;
}
/*
 * check-name: evaluation warnings of the whole file come before expansion warnings
 * check-command: sparse $file
 *
 * check-error-start
eval/order-evaluate-before-expand.c:9:16: warning: Using plain integer as NULL pointer
eval/order-evaluate-before-expand.c:5:17: warning: dereference of noderef expression
eval/order-evaluate-before-expand.c:11:17: warning: cast truncates bits from constant value (1ff becomes ff)
eval/order-evaluate-before-expand.c:14:19: warning: dereference of noderef expression
 * check-error-end
 */
