typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static int f(int x)
{
	switch (x) {
	case (__attribute__((force)) __le32)1:
		return 1;
	}
	return 0;
}
/*
 * check-name: a restricted case label for an int switch
 * check-command: sparse $file
 *
 * check-error-start
eval/core/case-incompatible.c:6:15: warning: restricted __le32 degrades to integer
 * check-error-end
 */
