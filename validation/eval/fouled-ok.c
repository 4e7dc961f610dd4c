#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le16 f(__le16 x, __le16 y)
{
	return x & ~y;
}
static __le16 g(__le16 x)
{
	__le16 r = ~x;
	return r;
}
static int h(__le16 x, __le16 y)
{
	return ~x == y;
}
/*
 * check-name: a fouled value kept in its restricted type is silent
 * check-command: sparse $file
 */
