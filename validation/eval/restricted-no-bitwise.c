#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;

static int f(__le32 x)
{
	return x + 1;
}
static __le32 g(unsigned int v)
{
	return (__le32)v;
}
static unsigned int *a(__le32 *p)
{
	return p;
}
/*
 * check-name: -Wno-bitwise makes restricted types plain
 * check-command: sparse -Wno-bitwise $file
 */
