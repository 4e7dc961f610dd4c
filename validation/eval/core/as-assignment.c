#define __user __attribute__((noderef, address_space(__user)))
static void f(int __user *u, int *k)
{
	u = k;
}
/*
 * check-name: a kernel pointer assigned to a __user pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-assignment.c:4:11: warning: incorrect type in assignment (different address spaces)
eval/core/as-assignment.c:4:11:    expected int [noderef] __user *u
eval/core/as-assignment.c:4:11:    got int *k
 * check-error-end
 */
