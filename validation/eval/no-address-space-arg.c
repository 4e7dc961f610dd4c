#define __user __attribute__((noderef, address_space(__user)))
extern void use(int *p);

static void f(int __user *u)
{
	use(u);
}
/*
 * check-name: -Wno-address-space: a __user argument differs only by noderef
 * check-command: sparse -Wno-address-space $file
 *
 * check-error-start
eval/no-address-space-arg.c:6:13: warning: incorrect type in argument 1 (different modifiers)
eval/no-address-space-arg.c:6:13:    expected int *p
eval/no-address-space-arg.c:6:13:    got int [noderef] *u
 * check-error-end
 */
