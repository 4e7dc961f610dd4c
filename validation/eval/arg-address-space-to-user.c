#define __user __attribute__((noderef, address_space(__user)))
extern unsigned long copy_to(void __user *to, const void *from, unsigned long n);

static unsigned long f(void *buf, int *k)
{
	return copy_to(buf, k, sizeof(*k));
}
/*
 * check-name: passing a kernel pointer where a __user one is expected
 * check-command: sparse $file
 *
 * check-error-start
eval/arg-address-space-to-user.c:6:24: warning: incorrect type in argument 1 (different address spaces)
eval/arg-address-space-to-user.c:6:24:    expected void [noderef] __user *to
eval/arg-address-space-to-user.c:6:24:    got void *buf
 * check-error-end
 */
