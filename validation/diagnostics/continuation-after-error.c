#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static void f(void)
{
	int x = undefined_thing;
}
static void g(int __user *u)
{
	take(u);
}
/*
 * check-name: after an error, a later warning keeps its continuation lines
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/continuation-after-error.c:5:17: error: undefined identifier 'undefined_thing'
diagnostics/continuation-after-error.c:9:14: warning: incorrect type in argument 1 (different address spaces)
diagnostics/continuation-after-error.c:9:14:    expected int *p
diagnostics/continuation-after-error.c:9:14:    got int [noderef] __user *u
 * check-error-end
 */
