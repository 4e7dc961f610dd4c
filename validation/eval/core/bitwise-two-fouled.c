typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static __le16 f(__le16 a, __le16 b)
{
	return ~a & ~b;
}
/*
 * check-name: two fouled values of one bitwise type mix
 * check-command: sparse $file
 */
