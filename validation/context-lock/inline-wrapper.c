/*
 * The kernel's spin_lock() is an inline function on the raw lock:
 * the lock is named through the inlined parameter, and a lock that is
 * all of its spinlock_t is the spinlock_t (lock.rlock is lock).
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int raw; } raw_spinlock_t;
typedef struct { raw_spinlock_t rlock; } spinlock_t;
void _raw_spin_lock(raw_spinlock_t *lock) __acquires(lock);
void _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);

static inline void spin_lock(spinlock_t *lock)
{
	_raw_spin_lock(&lock->rlock);
}

static inline void spin_unlock(spinlock_t *lock)
{
	_raw_spin_unlock(&lock->rlock);
}

struct queue { int n; spinlock_t lock; spinlock_t other; };

static void ok(struct queue *q)
{
	spin_lock(&q->lock);
	q->n++;
	spin_unlock(&q->lock);
}

static void annotated(struct queue *q) __releases(&q->lock)
{
	spin_unlock(&q->lock);
}

static void wrong(struct queue *q)
{
	spin_lock(&q->lock);
	spin_unlock(&q->other);
}
/*
 * check-name: locks named through inlined wrappers, lock.rlock as lock
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/inline-wrapper.c:41:22: warning: context imbalance in 'wrong' - lock 'q->other' released but not held
context-lock/inline-wrapper.c:38:13: warning: context imbalance in 'wrong' - lock 'q->lock' held at exit
 * check-error-end
 */
