/* A block reached with the lock on one path and not on another. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);
void work(void);

struct dev { spinlock_t lock; int mode; };

static void by_mode(struct dev *d)
{
	switch (d->mode) {
	case 1:
		break;
	default:
		spin_lock(&d->lock);
		break;
	}
	work();
}
/*
 * check-name: a block reached with and without a lock: the lock named
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/different-contexts.c:21:9: warning: context imbalance in 'by_mode' - different lock contexts for basic block (lock 'd->lock')
 * check-error-end
 */
