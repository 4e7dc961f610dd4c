#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
static int *f(int __user *u)
{
	return (int __force *)u;
}
/*
 * check-name: a __force cast drops the address space quietly
 * check-command: sparse $file
 */
