#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static int f(__le32 x)
{
	return x < 3;
}
static int g(__le32 x)
{
	return x >> 1;
}
/*
 * check-name: < and >> on a restricted type degrade it
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-relational.c:9:16: warning: restricted __le32 degrades to integer
eval/restricted-relational.c:13:16: warning: restricted __le32 degrades to integer
 * check-error-end
 */
