#define __user __attribute__((noderef, address_space(__user)))

static int __user *f(int *k)
{
	return (int __user *)k;
}
/*
 * check-name: -Wcast-to-as turns it on
 * check-command: sparse -Wcast-to-as $file
 *
 * check-error-start
wflags/cast-to-as.c:5:17: warning: cast adds address space '__user' to expression
 * check-error-end
 */
