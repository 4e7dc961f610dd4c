#define __rcu __attribute__((noderef, address_space(__rcu)))
struct task { struct task __rcu *parent; };

static int f(void *private, struct task *p)
{
	return private != p->parent;
}
/*
 * check-name: comparing void * with a __rcu pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/compare-void-pointer-address-space.c:6:24: error: incompatible types in comparison expression (different base types):
eval/compare-void-pointer-address-space.c:6:24:    void *
eval/compare-void-pointer-address-space.c:6:24:    struct task [noderef] __rcu *
 * check-error-end
 */
