#define __user __attribute__((noderef, address_space(__user)))
extern void use(int *p);

static void f(int __user *u)
{
	use(u);
}
/*
 * check-name: incorrect type in argument: different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-address-space.c:6:13: warning: incorrect type in argument 1 (different address spaces)
eval/arg-address-space.c:6:13:    expected int *p
eval/arg-address-space.c:6:13:    got int [noderef] __user *u
 * check-error-end
 */
