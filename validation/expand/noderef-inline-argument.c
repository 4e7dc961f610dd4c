#define __user __attribute__((noderef, address_space(__user)))

static inline int id(int x)
{
	return x;
}

static int f(int __user *p)
{
	return id(*p);
}
/*
 * check-name: an argument of an inline call is expanded with the copy too
 *
 * check-error-start
expand/noderef-inline-argument.c:10:20: warning: dereference of noderef expression
expand/noderef-inline-argument.c:10:20: warning: dereference of noderef expression
 * check-error-end
 */
