#define __user __attribute__((noderef, address_space(__user)))

static inline int *a(int __user *u)
{
	return u;
}

static unsigned long s = sizeof(a((int __user *)0));
/*
 * check-name: an inline called only inside sizeof is not checked
 * check-command: sparse $file
 */
