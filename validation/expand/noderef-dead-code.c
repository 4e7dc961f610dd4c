#define __user __attribute__((noderef, address_space(__user)))

static int f(int __user *p)
{
	if (0)
		return *p;
	return 0 && *p;
}

static int g(int __user *p)
{
	return 1 ? 0 : *p;
}
/*
 * check-name: dead if branches still warn, dead operands do not
 *
 * check-error-start
expand/noderef-dead-code.c:6:25: warning: dereference of noderef expression
 * check-error-end
 */
