typedef unsigned int __attribute__((bitwise)) __le32;

static int f(__le32 x)
{
	return x + 1;
}
/*
 * check-name: -Wno-bitwise turns it off
 * check-command: sparse -Wno-bitwise $file
 */
