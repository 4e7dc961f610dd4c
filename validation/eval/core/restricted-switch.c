typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
#define cpu_to_le32(x) ((__attribute__((force)) __le32)(x))
static int f(__le32 x)
{
	switch (x) {
	case cpu_to_le32(1):
		return 1;
	case 0:
		return 2;
	}
	return 0;
}
/*
 * check-name: a restricted switch with a matching case
 * check-command: sparse $file
 */
