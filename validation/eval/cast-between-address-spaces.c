#define __as1 __attribute__((address_space(1)))
#define __as2 __attribute__((address_space(2)))

static int __as2 *a(int __as1 *p)
{
	return (int __as2 *)p;
}
/*
 * check-name: a cast from one non-generic address space to another
 * check-command: sparse $file
 *
 * check-error-start
eval/cast-between-address-spaces.c:6:17: warning: cast between address spaces (<asn:1> -> <asn:2>)
 * check-error-end
 */
