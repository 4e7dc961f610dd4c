#define __user __attribute__((noderef, address_space(__user)))

static unsigned long f(int __user *u)
{
	return (unsigned long)u;
}
/*
 * check-name: -Wcast-from-as is off by default
 * check-command: sparse $file
 */
