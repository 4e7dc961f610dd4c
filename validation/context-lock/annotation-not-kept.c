/* __acquires() promises the lock is held at exit: a path that does not. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
int busy(void);

struct dev { spinlock_t lock; int n; };

static void lock_dev(struct dev *d) __acquires(&d->lock)
{
	if (busy())
		return;
	spin_lock(&d->lock);
}

static void lock_ok(struct dev *d) __acquires(&d->lock)
{
	spin_lock(&d->lock);
}
/*
 * check-name: __acquires() on a path that does not acquire
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/annotation-not-kept.c:10:13: warning: context imbalance in 'lock_dev' - lock 'd->lock' not held at exit
 * check-error-end
 */
