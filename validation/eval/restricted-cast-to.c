#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(unsigned int v)
{
	return (__le32)v;
}
/*
 * check-name: a plain cast to a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-cast-to.c:9:17: warning: cast to restricted __le32
 * check-error-end
 */
