#define __iomem __attribute__((noderef, address_space(__iomem)))

static void f(void __iomem *io)
{
	void *p = io;
	(void)p;
}
/*
 * check-name: incorrect type in initializer: different address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/init-address-space.c:5:19: warning: incorrect type in initializer (different address spaces)
eval/init-address-space.c:5:19:    expected void *p
eval/init-address-space.c:5:19:    got void [noderef] __iomem *io
 * check-error-end
 */
