#define __user __attribute__((noderef, address_space(__user)))
inline int *e(int __user *u)
{
	return u;
}
int ze(int __user *u)
{
	return (&e)(u) != 0;
}
static inline int *f(int __user *u)
{
	return u;
}
int zf(int __user *u)
{
	return (&f)(u) != (void *)0;
}
/*
 * check-name: (&f)(x) copies no inline body: f is checked by itself, once
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
eval/inline-called-through-address.c:8:27: warning: Using plain integer as NULL pointer
eval/inline-called-through-address.c:4:16: warning: incorrect type in return expression (different address spaces)
eval/inline-called-through-address.c:4:16:    expected int *
eval/inline-called-through-address.c:4:16:    got int [noderef] __user *u
eval/inline-called-through-address.c:12:16: warning: incorrect type in return expression (different address spaces)
eval/inline-called-through-address.c:12:16:    expected int *
eval/inline-called-through-address.c:12:16:    got int [noderef] __user *u
 * check-error-end
 */
