#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static int f(__le32 x)
{
	return -x;
}
/*
 * check-name: unary minus on a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-unary-minus.c:7:16: warning: restricted __le32 degrades to integer
 * check-error-end
 */
