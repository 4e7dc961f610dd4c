#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))
static inline int is_err(__force const void *ptr)
{
	return (unsigned long)ptr > 100;
}
extern int plain(const void *ptr);
int f(int __user *u)
{
	return is_err(u) + plain(u);
}
/*
 * check-name: a __force parameter takes any address space, also in the inlined copy
 *
 * check-error-start
inline/force-parameter.c:10:34: warning: incorrect type in argument 1 (different address spaces)
inline/force-parameter.c:10:34:    expected void const *ptr
inline/force-parameter.c:10:34:    got int [noderef] __user *u
inline/force-parameter.c:8:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
