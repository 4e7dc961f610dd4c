#define __rcu __attribute__((noderef, address_space(__rcu)))
struct sd { struct sd __rcu *parent; };

static struct sd *f(struct sd *s)
{
	struct sd *sd;

	sd = s->parent;
	return sd;
}
/*
 * check-name: the first assignment shows no [assigned]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-not-yet-assigned.c:8:12: warning: incorrect type in assignment (different address spaces)
eval/typename-not-yet-assigned.c:8:12:    expected struct sd *sd
eval/typename-not-yet-assigned.c:8:12:    got struct sd [noderef] __rcu *parent
 * check-error-end
 */
