#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static void *b(void __iomem *io)
{
	return (__force void *)io;
}
static void *b2(void __iomem *io)
{
	return (void __force *)io;
}
static unsigned long b3(void __user *u)
{
	return (__force unsigned long)u;
}
/*
 * check-name: __force before or after the type silences the cast
 * check-command: sparse $file
 */
