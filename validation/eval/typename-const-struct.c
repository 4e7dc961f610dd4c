#define __rcu __attribute__((noderef, address_space(__rcu)))
struct cred { int uid; };
struct task { const struct cred __rcu *cred; };
extern int uid(const struct cred *cred);

static int f(struct task *t)
{
	return uid(t->cred);
}
/*
 * check-name: a const struct pointer in a different address space
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-const-struct.c:8:21: warning: incorrect type in argument 1 (different address spaces)
eval/typename-const-struct.c:8:21:    expected struct cred const *cred
eval/typename-const-struct.c:8:21:    got struct cred const [noderef] __rcu *cred
 * check-error-end
 */
