typedef unsigned int __attribute__((bitwise)) __le32;

static __le32 *f(unsigned int *p)
{
	return (__le32 *)p;
}
/*
 * check-name: -Wbitwise-pointer turns it on
 * check-command: sparse -Wbitwise-pointer $file
 *
 * check-error-start
wflags/bitwise-pointer.c:5:17: warning: cast to restricted __le32 [usertype] *
 * check-error-end
 */
