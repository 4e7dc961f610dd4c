#define __as1 __attribute__((address_space(1)))

static void f(int __as1 *a)
{
	int *p = a;
	(void)p;
}
/*
 * check-name: -Wno-address-space: a numeric address space without noderef is ignored
 * check-command: sparse -Wno-address-space $file
 */
