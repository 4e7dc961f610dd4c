#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *u)
{
	return *u;
}
/*
 * check-name: dereference of a __user pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/noderef-deref.c:5:17: warning: dereference of noderef expression
 * check-error-end
 */
