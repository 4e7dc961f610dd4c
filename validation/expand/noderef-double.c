#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user **pp, int * __user *qq)
{
	return **pp + **qq;
}
/*
 * check-name: only the dereference of the noderef pointer warns
 *
 * check-error-start
expand/noderef-double.c:5:17: warning: dereference of noderef expression
expand/noderef-double.c:5:25: warning: dereference of noderef expression
 * check-error-end
 */
