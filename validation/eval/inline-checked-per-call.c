#define __user __attribute__((noderef, address_space(__user)))

static inline long do_sys(int __user *u)
{
	int *k = u;

	return *k;
}
static long se_sys(long u)
{
	return do_sys((int __user *)u);
}
static long other(int __user *u)
{
	return do_sys(u) + do_sys(u + 1);
}
/*
 * check-name: an inline function is checked once per call site
 * check-command: sparse $file
 *
 * check-error-start
eval/inline-checked-per-call.c:5:18: warning: incorrect type in initializer (different address spaces)
eval/inline-checked-per-call.c:5:18:    expected int *k
eval/inline-checked-per-call.c:5:18:    got int [noderef] __user *u
eval/inline-checked-per-call.c:5:18: warning: incorrect type in initializer (different address spaces)
eval/inline-checked-per-call.c:5:18:    expected int *k
eval/inline-checked-per-call.c:5:18:    got int [noderef] __user *u
eval/inline-checked-per-call.c:5:18: warning: incorrect type in initializer (different address spaces)
eval/inline-checked-per-call.c:5:18:    expected int *k
eval/inline-checked-per-call.c:5:18:    got int [noderef] __user *u
 * check-error-end
 */
