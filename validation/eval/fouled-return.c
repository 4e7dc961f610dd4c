#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static unsigned short f(__le16 x)
{
	return ~x;
}
/*
 * check-name: ~ on a short restricted type gives a fouled type
 * check-command: sparse $file
 *
 * check-error-start
eval/fouled-return.c:9:16: warning: incorrect type in return expression (different base types)
eval/fouled-return.c:9:16:    expected unsigned short
eval/fouled-return.c:9:16:    got fouled restricted __le16
 * check-error-end
 */
