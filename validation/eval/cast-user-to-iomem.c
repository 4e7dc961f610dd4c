#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static void __iomem *a(void __user *u)
{
	return (void __iomem *)u;
}
/*
 * check-name: a cast from __user to __iomem
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-user-to-iomem.c:7:17: warning: cast between address spaces (__user -> __iomem)
 * check-error-end
 */
