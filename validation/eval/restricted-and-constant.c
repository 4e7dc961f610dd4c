#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(__le32 x)
{
	return x & 0x10;
}
/*
 * check-name: & with a non-zero constant degrades and mistypes
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-and-constant.c:9:16: warning: restricted __le32 degrades to integer
eval/restricted-and-constant.c:9:18: warning: incorrect type in return expression (different base types)
eval/restricted-and-constant.c:9:18:    expected restricted __le32
eval/restricted-and-constant.c:9:18:    got unsigned int
 * check-error-end
 */
