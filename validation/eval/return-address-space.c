#define __user __attribute__((noderef, address_space(__user)))

static char *f(char __user *u)
{
	return u;
}
/*
 * check-name: incorrect type in return expression: different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/return-address-space.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/return-address-space.c:5:16:    expected char *
eval/return-address-space.c:5:16:    got char [noderef] __user *u
 * check-error-end
 */
