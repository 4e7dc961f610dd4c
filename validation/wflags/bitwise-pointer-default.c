typedef unsigned int __attribute__((bitwise)) __le32;

static __le32 *f(unsigned int *p)
{
	return (__le32 *)p;
}
/*
 * check-name: -Wbitwise-pointer is off by default
 * check-command: sparse $file
 */
