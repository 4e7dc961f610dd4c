#define __user __attribute__((noderef, address_space(__user)))
struct s { int x; };
static int __user k;
static const int arr[3][2];
static struct s __user su;
static int f(void)
{
	int *p;
	p = k;
	p = arr;
	p = &su;
	p = &arr;
	return 0;
}
/*
 * check-name: types in messages: an object's address space, a pointer's qualifiers outside its parentheses
 *
 * check-error-start
typename/address-space-and-wrapped-pointers.c:9:11: warning: incorrect type in assignment (different base types)
typename/address-space-and-wrapped-pointers.c:9:11:    expected int *p
typename/address-space-and-wrapped-pointers.c:9:11:    got int static [noderef] [toplevel] __user k
typename/address-space-and-wrapped-pointers.c:10:11: warning: incorrect type in assignment (different base types)
typename/address-space-and-wrapped-pointers.c:10:11:    expected int *p
typename/address-space-and-wrapped-pointers.c:10:11:    got int const ( * )[2]
typename/address-space-and-wrapped-pointers.c:11:11: warning: incorrect type in assignment (different base types)
typename/address-space-and-wrapped-pointers.c:11:11:    expected int *p
typename/address-space-and-wrapped-pointers.c:11:11:    got struct s [noderef] __user *
typename/address-space-and-wrapped-pointers.c:12:11: warning: incorrect type in assignment (different base types)
typename/address-space-and-wrapped-pointers.c:12:11:    expected int *p
typename/address-space-and-wrapped-pointers.c:12:11:    got int const ( * )[3][2]
 * check-error-end
 */
