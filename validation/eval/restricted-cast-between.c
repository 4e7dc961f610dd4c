#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static __be16 c(__le32 x)
{
	return (__be16)x;
}
/*
 * check-name: a cast between two restricted types
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-cast-between.c:7:17: warning: cast to restricted __be16
eval/restricted-cast-between.c:7:17: warning: cast from restricted __le32
 * check-error-end
 */
