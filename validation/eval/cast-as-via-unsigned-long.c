#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static void *f(void __iomem *io)
{
	return (void *)(unsigned long)io;
}
static void __iomem *c(unsigned long x)
{
	return (void __iomem *)x;
}
/*
 * check-name: laundering an address space through unsigned long is silent by default
 * check-command: sparse $file
 */
