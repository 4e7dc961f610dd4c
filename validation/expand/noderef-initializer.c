#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *p)
{
	int x = *p;

	return ({ *p; }) + x;
}
/*
 * check-name: dereferences in initializers and statement expressions
 *
 * check-error-start
expand/noderef-initializer.c:5:18: warning: dereference of noderef expression
expand/noderef-initializer.c:7:20: warning: dereference of noderef expression
 * check-error-end
 */
