#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;

static __le32 *c(unsigned int *p)
{
	return (__le32 *)p;
}
static unsigned int *d(__le32 *p)
{
	return (unsigned int *)p;
}
/*
 * check-name: casts between pointers to restricted and plain are silent by default
 * check-command: sparse $file
 */
