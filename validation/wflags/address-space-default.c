#define __user __attribute__((noderef, address_space(__user)))

static void *f(int __user *u)
{
	void *p = u;

	return p;
}
/*
 * check-name: -Waddress-space is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/address-space-default.c:5:19: warning: incorrect type in initializer (different address spaces)
wflags/address-space-default.c:5:19:    expected void *p
wflags/address-space-default.c:5:19:    got int [noderef] __user *u
 * check-error-end
 */
