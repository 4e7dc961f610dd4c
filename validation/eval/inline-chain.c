#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

static inline int *b(int __user *u)
{
	return a(u);
}
static int *c(int __user *u)
{
	return b(u);
}
/*
 * check-name: an inline called through another inline is checked
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-chain.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/inline-chain.c:5:16:    expected int *
eval/inline-chain.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
