#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static int l(__le32 x)
{
	return (int)x;
}
/*
 * check-name: casting a restricted value to int
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-cast-to-int.c:7:17: warning: cast from restricted __le32
 * check-error-end
 */
