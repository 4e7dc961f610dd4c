#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
#define __kernel __attribute__((address_space(0)))
#define __same_type(a, b) __builtin_types_compatible_p(typeof(a), typeof(b))
struct node { int x; };
static struct node __rcu *rp;
static void f(void)
{
	typeof(*rp) __force __kernel *k = (typeof(*rp) __force __kernel *)rp;
	struct node *plain = 0;
	_Static_assert(__same_type(*k, *plain), "kernel cast");
	_Static_assert(__same_type(*rp, *plain), "rcu");
	_Static_assert(__same_type(*rp, *k), "rcu vs kernel");
	_Static_assert(__same_type(rp, plain), "pointers");
}
/*
 * check-name: __builtin_types_compatible_p looks at address spaces of pointers only
 * check-command: sparse $file
 *
 * check-error-start
eval/const-same-type-address-space.c:14:24: error: static assertion failed: "pointers"
 * check-error-end
 */
