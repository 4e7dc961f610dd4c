/*
 * The kernel's try-locks: __cond_lock() around the call, as
 * include/linux/spinlock.h writes raw_spin_trylock(), and a function
 * annotated __cond_acquires().
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define __cond_acquires(x) __attribute__((context(x, 0, -1)))
#define __acquire(x)	__context__(x, 1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)

typedef struct { int raw; } raw_spinlock_t;
int _raw_spin_trylock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);
#define raw_spin_trylock(lock)	__cond_lock(lock, _raw_spin_trylock(lock))
int queue_trylock(raw_spinlock_t *lock) __cond_acquires(lock);

struct dev { raw_spinlock_t lock; int n; };

static void cond_lock(struct dev *d)
{
	if (raw_spin_trylock(&d->lock)) {
		d->n++;
		_raw_spin_unlock(&d->lock);
	}
}

static void cond_acquires(struct dev *d)
{
	if (queue_trylock(&d->lock)) {
		d->n++;
		_raw_spin_unlock(&d->lock);
	}
}

static void cond_acquires_leak(struct dev *d)
{
	if (queue_trylock(&d->lock))
		d->n++;
}
/*
 * check-name: the kernel's __cond_lock() and __cond_acquires() try-locks
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/cond-lock.c:38:9: warning: context imbalance in 'cond_acquires_leak' - lock 'd->lock' held at exit
 * check-error-end
 */
