typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static unsigned int f(__le32 a)
{
	return a + 1;
}
/*
 * check-name: arithmetic on a restricted type degrades it
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-degrades.c:5:16: warning: restricted __le32 degrades to integer
 * check-error-end
 */
