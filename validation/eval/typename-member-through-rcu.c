#define __rcu __attribute__((noderef, address_space(__rcu)))
struct sighand { int count; };
struct task { struct task __rcu *parent; struct sighand __rcu *sighand; };

static struct sighand *f(struct task *tsk)
{
	struct sighand *psig;

	psig = tsk->parent->sighand;
	return psig;
}
/*
 * check-name: a member reached through an __rcu pointer carries [noderef] __rcu
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-member-through-rcu.c:9:14: warning: incorrect type in assignment (different address spaces)
eval/typename-member-through-rcu.c:9:14:    expected struct sighand *psig
eval/typename-member-through-rcu.c:9:14:    got struct sighand [noderef] __rcu *[noderef] __rcu sighand
 * check-error-end
 */
