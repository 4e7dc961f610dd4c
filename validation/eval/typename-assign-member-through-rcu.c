#define __rcu __attribute__((noderef, address_space(__rcu)))
struct sd { struct sd __rcu *parent; struct sd __rcu *child; };

static void f(struct sd *parent, struct sd *tmp)
{
	parent->parent->child = tmp;
}
/*
 * check-name: assigning to a member reached through an __rcu pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-assign-member-through-rcu.c:6:31: warning: incorrect type in assignment (different address spaces)
eval/typename-assign-member-through-rcu.c:6:31:    expected struct sd [noderef] __rcu *[noderef] __rcu child
eval/typename-assign-member-through-rcu.c:6:31:    got struct sd *tmp
 * check-error-end
 */
