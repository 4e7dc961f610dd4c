#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;

static __le32 *c(unsigned int *p)
{
	return (__le32 *)p;
}
static unsigned int *d(__le32 *p)
{
	return (unsigned int *)p;
}
/*
 * check-name: -Wbitwise-pointer: casts between pointers to restricted and plain
 * check-command: sparse -Wbitwise-pointer $file
 *
 * check-error-start
eval/restricted-pointer-cast.c:6:17: warning: cast to restricted __le32 [usertype] *
eval/restricted-pointer-cast.c:10:17: warning: cast from restricted __le32 [usertype] *p
 * check-error-end
 */
