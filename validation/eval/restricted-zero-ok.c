#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static __le32 f(void)
{
	return 0;
}
static __le32 g(void)
{
	return 1;
}
/*
 * check-name: 0 is a valid restricted value, 1 is not
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-zero-ok.c:13:16: warning: incorrect type in return expression (different base types)
eval/restricted-zero-ok.c:13:16:    expected restricted __le32
eval/restricted-zero-ok.c:13:16:    got int
 * check-error-end
 */
