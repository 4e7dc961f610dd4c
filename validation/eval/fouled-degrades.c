#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;
typedef unsigned short __bitwise __le16;

static int f(__le16 x)
{
	return ~x + 1;
}
/*
 * check-name: arithmetic on a fouled value
 * check-command: sparse $file
 *
 * check-error-start
eval/fouled-degrades.c:9:16: warning: restricted __le16 degrades to integer
 * check-error-end
 */
