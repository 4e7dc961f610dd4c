#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static unsigned int f(__le32 x)
{
	return x;
}
/*
 * check-name: returning a restricted value as a plain integer
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-return-to-plain.c:9:16: warning: incorrect type in return expression (different base types)
eval/restricted-return-to-plain.c:9:16:    expected unsigned int
eval/restricted-return-to-plain.c:9:16:    got restricted __le32 [usertype] x
 * check-error-end
 */
