#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __force __attribute__((force))

static const void *g(const void __user *u)
{
	return (const void *)u;
}
static void *h(int __user *u)
{
	return (char *)u + 1;
}
/*
 * check-name: casts to const void * and char * remove __user
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-removes-as-const-char.c:7:17: warning: cast removes address space '__user' of expression
eval/cast-removes-as-const-char.c:11:17: warning: cast removes address space '__user' of expression
 * check-error-end
 */
