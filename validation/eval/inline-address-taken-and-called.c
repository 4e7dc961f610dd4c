#define __user __attribute__((noderef, address_space(__user)))

inline int c(int __user *u)
{
	return *u;
}
int (*fc)(int __user *) = c;
int z(int __user *u)
{
	return c(u);
}
static inline int s(int __user *u)
{
	return *u + 1;
}
int (*fs)(int __user *) = s;
int zs(int __user *u)
{
	return s(u);
}
/*
 * check-name: an inline whose address is taken is checked by itself at the end even if a call copied it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/inline-address-taken-and-called.c:5:17: warning: dereference of noderef expression
eval/inline-address-taken-and-called.c:14:17: warning: dereference of noderef expression
eval/inline-address-taken-and-called.c:5:17: warning: dereference of noderef expression
eval/inline-address-taken-and-called.c:14:17: warning: dereference of noderef expression
 * check-error-end
 */
