typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static int f(__le16 a)
{
	return ~a + 1;
}
/*
 * check-name: arithmetic on a fouled value degrades it
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-fouled-plus.c:5:16: warning: restricted __le16 degrades to integer
 * check-error-end
 */
