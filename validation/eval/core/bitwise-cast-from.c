typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static unsigned int f(__le32 x)
{
	return (unsigned int)x;
}
/*
 * check-name: a plain cast from a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-cast-from.c:5:17: warning: cast from restricted __le32
 * check-error-end
 */
