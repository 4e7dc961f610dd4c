#define __rcu __attribute__((noderef, address_space(__rcu)))
struct sighand { int count; };
struct task { struct sighand __rcu *sighand; };

static int f(struct task *t)
{
	struct sighand *const sighand = t->sighand;

	return sighand->count;
}
/*
 * check-name: a const pointer local shows *const
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-const-local.c:7:42: warning: incorrect type in initializer (different address spaces)
eval/typename-const-local.c:7:42:    expected struct sighand *const sighand
eval/typename-const-local.c:7:42:    got struct sighand [noderef] __rcu *sighand
 * check-error-end
 */
