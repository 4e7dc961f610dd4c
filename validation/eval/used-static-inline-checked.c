#define __user __attribute__((noderef, address_space(__user)))

static inline int *strip(int __user *u)
{
	return u;
}
static int *f(int __user *p)
{
	return strip(p);
}
/*
 * check-name: a static inline function is checked once used
 * check-command: sparse $file
 *
 * check-error-start
eval/used-static-inline-checked.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/used-static-inline-checked.c:5:16:    expected int *
eval/used-static-inline-checked.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
