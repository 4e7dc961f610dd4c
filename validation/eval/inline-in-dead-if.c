#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

static int *c(int __user *u)
{
	if (0)
		return a(u);
	return (int *)1;
}
/*
 * check-name: an inline called under if (0) is still checked
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-in-dead-if.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/inline-in-dead-if.c:5:16:    expected int *
eval/inline-in-dead-if.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
