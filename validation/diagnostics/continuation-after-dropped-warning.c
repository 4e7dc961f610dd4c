#define __user __attribute__((noderef, address_space(__user)))
extern void take(int *p);
static void f(int __user *u)
{
	int x = undefined_thing;
	take(u);
}
static void g(int __user *u)
{
	take(u);
}
/*
 * check-name: a dropped warning drops the continuation lines of later warnings
 * check-command: sparse $file
 *
 * check-error-start
diagnostics/continuation-after-dropped-warning.c:5:17: error: undefined identifier 'undefined_thing'
diagnostics/continuation-after-dropped-warning.c:10:14: warning: incorrect type in argument 1 (different address spaces)
 * check-error-end
 */
