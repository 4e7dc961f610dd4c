#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static int f(__le32 x, __le32 y)
{
	return x == y || x != y;
}
static int g(__le32 x)
{
	return x == 0 || !x || (x ? 1 : 0);
}
/*
 * check-name: == and != between the same restricted type, and against 0, are silent
 * check-command: sparse $file
 */
