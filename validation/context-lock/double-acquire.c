/* A lock taken again while held: a self-deadlock. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);

struct dev { spinlock_t lock; int n; };

static void twice(struct dev *d)
{
	spin_lock(&d->lock);
	d->n++;
	spin_lock(&d->lock);
	spin_unlock(&d->lock);
	spin_unlock(&d->lock);
}
/*
 * check-name: a lock acquired while it is held
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/double-acquire.c:15:18: warning: context imbalance in 'twice' - lock 'd->lock' acquired twice
 * check-error-end
 */
