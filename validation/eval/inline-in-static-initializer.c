#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

struct ops { int *(*f)(int __user *); };
static struct ops o = { .f = a };
/*
 * check-name: an inline referenced by a static initializer is checked
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-in-static-initializer.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/inline-in-static-initializer.c:5:16:    expected int *
eval/inline-in-static-initializer.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
