#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))

static void f(int __user *u)
{
	int __iomem *io = u;
	(void)io;
}
/*
 * check-name: two different named address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/address-space-two-named.c:6:27: warning: incorrect type in initializer (different address spaces)
eval/address-space-two-named.c:6:27:    expected int [noderef] __iomem *io
eval/address-space-two-named.c:6:27:    got int [noderef] __user *u
 * check-error-end
 */
