#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(unsigned int v)
{
	return (__force __le32)v;
}
static unsigned int g(__le32 x)
{
	return (__force unsigned int)x;
}
static __le16 h(void)
{
	return (__force __le16)1;
}
/*
 * check-name: __force casts to and from restricted types are silent
 * check-command: sparse $file
 */
