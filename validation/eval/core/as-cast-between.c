#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
static void __iomem *f(int __user *u)
{
	return (void __iomem *)u;
}
/*
 * check-name: a cast between two address spaces
 * check-command: sparse $file
 *
 * check-error-start
eval/core/as-cast-between.c:5:17: warning: cast between address spaces (__user -> __iomem)
 * check-error-end
 */
