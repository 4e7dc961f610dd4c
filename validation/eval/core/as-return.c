#define __user __attribute__((noderef, address_space(__user)))
static int *f(int __user *u)
{
	return u;
}
/*
 * check-name: returning a __user pointer as a kernel one
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-return.c:4:16: warning: incorrect type in return expression (different address spaces)
eval/core/as-return.c:4:16:    expected int *
eval/core/as-return.c:4:16:    got int [noderef] __user *u
 * check-error-end
 */
