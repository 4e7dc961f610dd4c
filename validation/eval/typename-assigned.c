#define __rcu __attribute__((noderef, address_space(__rcu)))
struct sd { struct sd __rcu *parent; };

static void f(struct sd *s)
{
	struct sd *sd;

	for (sd = s; sd; sd = sd->parent)
		;
}
/*
 * check-name: a variable assigned earlier is shown with [assigned]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-assigned.c:8:29: warning: incorrect type in assignment (different address spaces)
eval/typename-assigned.c:8:29:    expected struct sd *[assigned] sd
eval/typename-assigned.c:8:29:    got struct sd [noderef] __rcu *parent
 * check-error-end
 */
