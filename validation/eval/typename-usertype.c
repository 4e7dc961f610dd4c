#define __rcu __attribute__((noderef, address_space(__rcu)))
typedef struct spinlock { int x; } spinlock_t;
struct sd { spinlock_t __rcu *lock; };
extern void lock(spinlock_t *lock);

static void f(struct sd *s)
{
	lock(s->lock);
}
/*
 * check-name: a typedef'd struct is shown with [usertype]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-usertype.c:8:15: warning: incorrect type in argument 1 (different address spaces)
eval/typename-usertype.c:8:15:    expected struct spinlock [usertype] *lock
eval/typename-usertype.c:8:15:    got struct spinlock [noderef] [usertype] __rcu *lock
 * check-error-end
 */
