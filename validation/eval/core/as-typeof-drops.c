#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
static int *f(int __user *u)
{
	typeof(*u) *p = (typeof(*u) __force *)u;

	return p;
}
/*
 * check-name: typeof() of a noderef object is a plain type
 * check-command: sparse $file
 */
