/* __context__(x, n) statements, as __acquire() and __release() write them. */
#define __acquire(x)	__context__(x, 1)
#define __release(x)	__context__(x, -1)

struct dev { int lock, other; int n; };

static void pairs(struct dev *d)
{
	__acquire(&d->lock);
	d->n++;
	__release(&d->lock);
}

static void mixed(struct dev *d)
{
	__acquire(&d->lock);
	__release(&d->other);
}

static void rcu_like(void)
{
	__acquire(RCU);
	__release(RCU);
	__release(RCU);
}
/*
 * check-name: __context__(x, n) statements name their lock
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/context-statement.c:17:9: warning: context imbalance in 'mixed' - lock 'd->other' released but not held
context-lock/context-statement.c:14:13: warning: context imbalance in 'mixed' - lock 'd->lock' held at exit
context-lock/context-statement.c:24:9: warning: context imbalance in 'rcu_like' - lock 'RCU' released but not held
 * check-error-end
 */
