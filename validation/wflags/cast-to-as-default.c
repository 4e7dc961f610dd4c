#define __user __attribute__((noderef, address_space(__user)))

static int __user *f(int *k)
{
	return (int __user *)k;
}
/*
 * check-name: -Wcast-to-as is off by default
 * check-command: sparse $file
 */
