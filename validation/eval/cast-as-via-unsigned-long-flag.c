#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static void *f(void __iomem *io)
{
	return (void *)(unsigned long)io;
}
/*
 * check-name: -Wcast-from-as: laundering through unsigned long warns
 * check-command: sparse -Wcast-from-as $file
 *
 * check-error-start
eval/cast-as-via-unsigned-long-flag.c:7:25: warning: cast removes address space '__iomem' of expression
 * check-error-end
 */
