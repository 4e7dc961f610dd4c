#define __user __attribute__((noderef, address_space(__user)))

inline int *strip(int __user *u)
{
	return u;
}
void *const exported = &strip;
/*
 * check-name: taking the address of an inline function gets it checked
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/inline-address-taken-checked.c:5:16: warning: incorrect type in return expression (different address spaces)
eval/inline-address-taken-checked.c:5:16:    expected int *
eval/inline-address-taken-checked.c:5:16:    got int [noderef] __user *u
 * check-error-end
 */
