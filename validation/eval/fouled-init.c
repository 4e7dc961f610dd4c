#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static int f(__le16 x)
{
	int r = ~x;
	return r;
}
/*
 * check-name: a fouled type in an initializer
 * check-command: sparse $file
 *
 * check-error-start
eval/fouled-init.c:9:17: warning: incorrect type in initializer (different base types)
eval/fouled-init.c:9:17:    expected int r
eval/fouled-init.c:9:17:    got fouled restricted __le16
 * check-error-end
 */
