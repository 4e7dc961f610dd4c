typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static unsigned int *f(__le32 *p)
{
	return (unsigned int *)p;
}
/*
 * check-name: -Wbitwise-pointer: a cast between pointers to restricted and plain
 * check-command: sparse -Wbitwise-pointer $file
 *
 * check-error-start
eval/core/bitwise-pointer.c:5:17: warning: cast from restricted __le32 [usertype] *p
 * check-error-end
 */
