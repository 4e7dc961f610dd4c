#define __as1 __attribute__((address_space(1)))

static void f(int __as1 *a)
{
	int *p = a;
	(void)p;
}
/*
 * check-name: a numeric address space is shown as <asn:N>
 * check-command: sparse $file
 *
 * check-error-start
eval/address-space-numeric.c:5:18: warning: incorrect type in initializer (different address spaces)
eval/address-space-numeric.c:5:18:    expected int *p
eval/address-space-numeric.c:5:18:    got int <asn:1> *a
 * check-error-end
 */
