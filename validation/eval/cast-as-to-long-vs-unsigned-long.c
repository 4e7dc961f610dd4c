#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static unsigned long d(void __iomem *io)
{
	return (unsigned long)io;
}
static int e(void __iomem *io)
{
	return (int)(long)io;
}
/*
 * check-name: casting an __iomem pointer to long warns, to unsigned long does not
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-as-to-long-vs-unsigned-long.c:11:22: warning: cast removes address space '__iomem' of expression
 * check-error-end
 */
