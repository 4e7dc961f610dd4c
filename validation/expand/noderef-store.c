#define __user __attribute__((noderef, address_space(__user)))

static void f(int __user *p)
{
	*p = 1;
}
/*
 * check-name: storing through a noderef pointer
 *
 * check-error-start
expand/noderef-store.c:5:10: warning: dereference of noderef expression
 * check-error-end
 */
