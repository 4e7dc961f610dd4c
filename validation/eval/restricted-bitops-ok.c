#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(__le32 x, __le32 y)
{
	return (x & y) | (x ^ y) | ~x;
}
static __le32 g(__le32 x, __le32 y)
{
	x &= y;
	x |= y;
	x ^= y;
	return x;
}
/*
 * check-name: & | ^ ~ on the same restricted type are silent
 * check-command: sparse $file
 */
