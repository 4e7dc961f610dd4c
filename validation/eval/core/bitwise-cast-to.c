typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static __le32 f(unsigned int x)
{
	return (__le32)x;
}
/*
 * check-name: a plain cast to a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-cast-to.c:5:17: warning: cast to restricted __le32
 * check-error-end
 */
