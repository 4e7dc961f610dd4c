#define __user __attribute__((noderef, address_space(__user)))

static int __user *f(int *k)
{
	return (int __user *)k;
}
static int __user *g(unsigned long x)
{
	return (int __user *)x;
}
/*
 * check-name: casting to a __user pointer is silent by default
 * check-command: sparse $file
 */
