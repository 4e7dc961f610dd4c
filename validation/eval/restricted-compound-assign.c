#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static __le32 b(__le32 x)
{
	x += 1;
	return x;
}
/*
 * check-name: += on a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-compound-assign.c:7:11: warning: bad assignment (+=) to restricted __le32
 * check-error-end
 */
