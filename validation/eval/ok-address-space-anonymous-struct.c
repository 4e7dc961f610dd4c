#define __iomem __attribute__((noderef, address_space(__iomem)))

static void movdir64b(void __iomem *dst, const void *src)
{
	const struct { char _[64]; } *__src = src;
	struct { char _[64]; } __iomem *__dst = dst;

	(void)__src;
	(void)__dst;
}
static void f(void __iomem *d, const void *s)
{
	movdir64b(d, s);
}
/*
 * check-name: an address space after an anonymous struct body applies to the pointer's target
 * check-command: sparse $file
 */
