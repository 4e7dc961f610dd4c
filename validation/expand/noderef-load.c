#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *p)
{
	return *p;
}
/*
 * check-name: loading through a noderef pointer
 *
 * check-error-start
expand/noderef-load.c:5:17: warning: dereference of noderef expression
 * check-error-end
 */
