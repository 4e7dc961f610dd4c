#define __user __attribute__((noderef, address_space(__user)))
extern void g(int *p);
static void f(int __user *u)
{
	g(u);
}
/*
 * check-name: a __user pointer passed for a kernel pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-argument.c:5:11: warning: incorrect type in argument 1 (different address spaces)
eval/core/as-argument.c:5:11:    expected int *p
eval/core/as-argument.c:5:11:    got int [noderef] __user *u
 * check-error-end
 */
