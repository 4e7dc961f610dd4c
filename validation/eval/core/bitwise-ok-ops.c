typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static __le32 f(__le32 a, __le32 b)
{
	if (a == 0 || (a & b) != b)
		return a | b;
	return a ^ b;
}
/*
 * check-name: &, |, ^ and == 0 keep a restricted type
 * check-command: sparse $file
 */
