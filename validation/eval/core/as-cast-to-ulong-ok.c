#define __user __attribute__((noderef, address_space(__user)))
static unsigned long f(int __user *u)
{
	return (unsigned long)u;
}
/*
 * check-name: a cast to unsigned long keeps quiet
 * check-command: sparse $file
 */
