typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static __le32 f(unsigned int x)
{
	return x;
}
/*
 * check-name: a plain integer assigned to a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-assign-plain.c:5:16: warning: incorrect type in return expression (different base types)
eval/core/bitwise-assign-plain.c:5:16:    expected restricted __le32
eval/core/bitwise-assign-plain.c:5:16:    got unsigned int x
 * check-error-end
 */
