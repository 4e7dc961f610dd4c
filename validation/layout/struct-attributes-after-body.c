#define __user __attribute__((noderef, address_space(__user)))
typedef struct X { int a; } __user *X_t;
extern void to_user(void __user *to);
extern void from_kernel(const void *from);
static struct X k;
static void f(X_t p)
{
	to_user(p);
	from_kernel(&k);
	k.a = 1;
}
/*
 * check-name: attributes after a struct body stick to the type: its objects are __user too
 *
 * check-error-start
layout/struct-attributes-after-body.c:9:22: warning: incorrect type in argument 1 (different address spaces)
layout/struct-attributes-after-body.c:9:22:    expected void const *from
layout/struct-attributes-after-body.c:9:22:    got struct X [noderef] __user *
layout/struct-attributes-after-body.c:10:9: warning: dereference of noderef expression
 * check-error-end
 */
