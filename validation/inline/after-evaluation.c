#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static inline int f(int __user *u)
{
	take(u);
	return 0;
}
static int h(int __user *q)
{
	int r = f(q);
	take(q);
	return r;
}
static int k(int __user *q)
{
	take(q);
	return 1 / 0;
}
/*
 * check-name: inline: after-evaluation
 * check-command: sparse $file
 *
 * check-error-start
inline/after-evaluation.c:11:14: warning: incorrect type in argument 1 (different address spaces)
inline/after-evaluation.c:11:14:    expected int *p
inline/after-evaluation.c:11:14:    got int [noderef] __user *q
inline/after-evaluation.c:16:14: warning: incorrect type in argument 1 (different address spaces)
inline/after-evaluation.c:16:14:    expected int *p
inline/after-evaluation.c:16:14:    got int [noderef] __user *q
inline/after-evaluation.c:5:14: warning: incorrect type in argument 1 (different address spaces)
inline/after-evaluation.c:5:14:    expected int *p
inline/after-evaluation.c:5:14:    got int [noderef] __user *u
inline/after-evaluation.c:17:18: warning: division by zero
 * check-error-end
 */
