#define __rcu __attribute__((noderef, address_space(__rcu)))
struct task { struct task __rcu *parent; };

static int f(void *private, struct task *p)
{
	return private != p->parent;
}
/*
 * check-name: -Wno-address-space: void * compares with an __rcu pointer
 * check-command: sparse -Wno-address-space $file
 */
