#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static unsigned int f(__le32 x)
{
	return (unsigned int)x;
}
/*
 * check-name: a plain cast from a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-cast-from.c:9:17: warning: cast from restricted __le32
 * check-error-end
 */
