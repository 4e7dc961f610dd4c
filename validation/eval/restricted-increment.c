#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static __le32 k(__le32 x)
{
	x++;
	return x;
}
/*
 * check-name: ++ on a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-increment.c:7:10: warning: restricted __le32 degrades to integer
 * check-error-end
 */
