#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))

static void *f(int __user *u)
{
	return (void __force *)u;
}
static int __user *g(int *k)
{
	return (int __force __user *)k;
}
static unsigned long h(int __user *u)
{
	return (unsigned long __force)u;
}
/*
 * check-name: __force casts are silent
 * check-command: sparse $file
 */
