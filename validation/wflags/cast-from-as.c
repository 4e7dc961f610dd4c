#define __user __attribute__((noderef, address_space(__user)))

static unsigned long f(int __user *u)
{
	return (unsigned long)u;
}
/*
 * check-name: -Wcast-from-as turns it on
 * check-command: sparse -Wcast-from-as $file
 *
 * check-error-start
wflags/cast-from-as.c:5:17: warning: cast removes address space '__user' of expression
 * check-error-end
 */
