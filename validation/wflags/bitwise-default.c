typedef unsigned int __attribute__((bitwise)) __le32;

static int f(__le32 x)
{
	return x + 1;
}
/*
 * check-name: -Wbitwise is on by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/bitwise-default.c:5:16: warning: restricted __le32 degrades to integer
 * check-error-end
 */
