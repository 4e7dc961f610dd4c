#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static __le32 e(__le32 x)
{
	x = 0;
	x = 1;
	return x;
}
/*
 * check-name: assigning 0 and 1 to a restricted variable
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-assign-constant.c:8:11: warning: incorrect type in assignment (different base types)
eval/restricted-assign-constant.c:8:11:    expected restricted __le32 [assigned] [usertype] x
eval/restricted-assign-constant.c:8:11:    got int
 * check-error-end
 */
