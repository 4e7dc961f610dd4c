#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static inline int f(int __user *u)
{
	take(u);
	return 1/0;
}
int (*fp)(int __user *) = f;
/*
 * check-name: inline: address-taken
 * check-command: sparse $file
 *
 * check-error-start
inline/address-taken.c:8:5: warning: symbol 'fp' was not declared. Should it be static?
inline/address-taken.c:5:14: warning: incorrect type in argument 1 (different address spaces)
inline/address-taken.c:5:14:    expected int *p
inline/address-taken.c:5:14:    got int [noderef] __user *u
inline/address-taken.c:6:17: warning: division by zero
 * check-error-end
 */
