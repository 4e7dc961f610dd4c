#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(__be16 x)
{
	return x;
}
/*
 * check-name: two different restricted types
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-mixed-types.c:9:16: warning: incorrect type in return expression (different base types)
eval/restricted-mixed-types.c:9:16:    expected restricted __le32
eval/restricted-mixed-types.c:9:16:    got restricted __be16 [usertype] x
 * check-error-end
 */
