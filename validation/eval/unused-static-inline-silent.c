#define __user __attribute__((noderef, address_space(__user)))

static inline int *strip(int __user *u)
{
	return u;
}
static int *f(int *p)
{
	return p;
}
/*
 * check-name: an unused static inline function is not checked
 * check-command: sparse $file
 */
