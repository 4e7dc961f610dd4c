/* A lock released that the function never took. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);

struct dev { spinlock_t lock; int n; };

static void unlock_only(struct dev *d)
{
	d->n--;
	spin_unlock(&d->lock);
}

/* annotated: the caller holds it, the release is right */
static void unlock_annotated(struct dev *d) __releases(&d->lock)
{
	d->n--;
	spin_unlock(&d->lock);
}
/*
 * check-name: a lock released that is not held
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/release-unheld.c:14:20: warning: context imbalance in 'unlock_only' - lock 'd->lock' released but not held
 * check-error-end
 */
