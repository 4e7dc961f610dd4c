/* A __must_hold() function: called without the lock, and dropping it. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define __must_hold(x)	__attribute__((context(x, 1, 1)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);

struct dev { spinlock_t lock; int n; };
void update(struct dev *d) __must_hold(&d->lock);

static void bump(struct dev *d) __must_hold(&d->lock)
{
	d->n++;
}

static void drops(struct dev *d) __must_hold(&d->lock)
{
	spin_unlock(&d->lock);
}

static void caller(struct dev *d)
{
	bump(d);
	spin_lock(&d->lock);
	bump(d);
	update(d);
	spin_unlock(&d->lock);
}
/*
 * check-name: __must_hold(): callers must hold the lock, the function keep it
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/must-hold.c:18:13: warning: context imbalance in 'drops' - lock 'd->lock' not held at exit
context-lock/must-hold.c:25:13: warning: context imbalance in 'caller' - lock 'd->lock' required but not held
 * check-error-end
 */
