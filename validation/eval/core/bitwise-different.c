typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static __le16 f(__le32 x)
{
	return x;
}
/*
 * check-name: two different restricted types
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-different.c:5:16: warning: incorrect type in return expression (different base types)
eval/core/bitwise-different.c:5:16:    expected restricted __le16
eval/core/bitwise-different.c:5:16:    got restricted __le32 [usertype] x
 * check-error-end
 */
