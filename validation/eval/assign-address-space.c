#define __user __attribute__((noderef, address_space(__user)))

static void f(int __user *u)
{
	int *p;

	p = u;
	(void)p;
}
/*
 * check-name: incorrect type in assignment: different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-address-space.c:7:11: warning: incorrect type in assignment (different address spaces)
eval/assign-address-space.c:7:11:    expected int *p
eval/assign-address-space.c:7:11:    got int [noderef] __user *u
 * check-error-end
 */
