typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static unsigned int f(__le32 a)
{
	return a + 1;
}
/*
 * check-name: -Wno-bitwise: restricted types mix quietly
 * check-command: sparse -Wno-bitwise $file
 */
