#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static int d(__le32 x)
{
	return x == 1;
}
/*
 * check-name: comparing a restricted value with 1
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-compare-nonzero.c:7:16: warning: restricted __le32 degrades to integer
 * check-error-end
 */
