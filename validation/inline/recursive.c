#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static inline int f(int __user *u, int n)
{
	take(u);
	return n ? f(u, n - 1) : 0;
}
static int g(int __user *u)
{
	return f(u, 3);
}
/*
 * check-name: inline: recursive
 * check-command: sparse $file
 *
 * check-error-start
inline/recursive.c:5:14: warning: incorrect type in argument 1 (different address spaces)
inline/recursive.c:5:14:    expected int *p
inline/recursive.c:5:14:    got int [noderef] __user *u
 * check-error-end
 */
