#define __user __attribute__((noderef, address_space(__user)))
static void __user *f(int *k)
{
	return (void __user *)k;
}
/*
 * check-name: -Wcast-to-as: a cast adds an address space
 * check-command: sparse -Wcast-to-as $file
 *
 * check-error-start
eval/core/as-cast-to-as.c:4:17: warning: cast adds address space '__user' to expression
 * check-error-end
 */
