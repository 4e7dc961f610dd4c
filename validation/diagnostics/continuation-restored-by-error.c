#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static void f(int __user *u)
{
	int x = undefined_thing;
	take(u);
}
static void g(int __user *u)
{
	int y = other_undefined;
}
static void h(int __user *u)
{
	take(u);
}
/*
 * check-name: an error brings the continuation lines back
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/continuation-restored-by-error.c:5:17: error: undefined identifier 'undefined_thing'
diagnostics/continuation-restored-by-error.c:10:17: error: undefined identifier 'other_undefined'
diagnostics/continuation-restored-by-error.c:14:14: warning: incorrect type in argument 1 (different address spaces)
diagnostics/continuation-restored-by-error.c:14:14:    expected int *p
diagnostics/continuation-restored-by-error.c:14:14:    got int [noderef] __user *u
 * check-error-end
 */
