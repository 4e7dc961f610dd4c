#define __user __attribute__((noderef, address_space(__user)))

static void *f(int __user *u)
{
	void *p = u;

	return p;
}
/*
 * check-name: -Wno-address-space turns it off
 * check-command: sparse -Wno-address-space $file
 */
