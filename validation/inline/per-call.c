#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static inline int f(int __user *u)
{
	take(u);
	return 0;
}
static inline int g(int);
int h(int __user *q)
{
	return f(q) + f(q) + g(1);
}
static inline int g(int x)
{
	int y = x;
	return y;
}
/*
 * check-name: inline: per-call
 * check-command: sparse $file
 *
 * check-error-start
inline/per-call.c:9:5: warning: symbol 'h' was not declared. Should it be static?
inline/per-call.c:5:14: warning: incorrect type in argument 1 (different address spaces)
inline/per-call.c:5:14:    expected int *p
inline/per-call.c:5:14:    got int [noderef] __user *u
inline/per-call.c:5:14: warning: incorrect type in argument 1 (different address spaces)
inline/per-call.c:5:14:    expected int *p
inline/per-call.c:5:14:    got int [noderef] __user *u
 * check-error-end
 */
