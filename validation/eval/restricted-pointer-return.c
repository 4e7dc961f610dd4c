#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;

static unsigned int *a(__le32 *p)
{
	return p;
}
static __le32 *b(unsigned int *p)
{
	return p;
}
/*
 * check-name: pointers to restricted and plain types do not mix
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-pointer-return.c:6:16: warning: incorrect type in return expression (different base types)
eval/restricted-pointer-return.c:6:16:    expected unsigned int *
eval/restricted-pointer-return.c:6:16:    got restricted __le32 [usertype] *p
eval/restricted-pointer-return.c:10:16: warning: incorrect type in return expression (different base types)
eval/restricted-pointer-return.c:10:16:    expected restricted __le32 [usertype] *
eval/restricted-pointer-return.c:10:16:    got unsigned int *p
 * check-error-end
 */
