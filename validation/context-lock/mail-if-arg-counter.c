/* The mail's example: the code between runs with or without the lock. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);
void work(void);

static int fn(int arg, spinlock_t *lock)
{
	if (arg)
		spin_lock(lock);
	work();
	if (arg)
		spin_unlock(lock);
	return 0;
}
/*
 * check-name: the mail's example without -Wcontext-lock: sparse's one counter
 * check-command: sparse $file
 *
 * check-error-start
context-lock/mail-if-arg-counter.c:17:9: warning: context imbalance in 'fn' - different lock contexts for basic block
 * check-error-end
 */
