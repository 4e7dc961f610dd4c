#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(unsigned int v)
{
	return v;
}
/*
 * check-name: returning a plain integer as a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-return-plain.c:9:16: warning: incorrect type in return expression (different base types)
eval/restricted-return-plain.c:9:16:    expected restricted __le32
eval/restricted-return-plain.c:9:16:    got unsigned int v
 * check-error-end
 */
