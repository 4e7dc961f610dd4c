#define __user __attribute__((noderef, address_space(__user)))
static inline int *a(int __user *u)
{
	return u;
}
static int *(*fp)(int __user *) = a;
static int y(void)
{
	return nosuch;
}
/*
 * check-name: an error in the last symbol does not silence the address-taken inline evaluated after it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/inline-address-taken-after-error.c:9:16: error: undefined identifier 'nosuch'
eval/inline-address-taken-after-error.c:4:16: warning: incorrect type in return expression (different address spaces)
 * check-error-end
 */
