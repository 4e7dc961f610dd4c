#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *p)
{
	return *(p + 1);
}
/*
 * check-name: dereference of a sum: the position of the sum
 *
 * check-error-start
expand/noderef-pointer-sum.c:5:20: warning: dereference of noderef expression
 * check-error-end
 */
