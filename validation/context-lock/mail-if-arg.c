/*
 * The mail's example: the code between runs with or without the lock.
 * The second test of arg goes the way the first went: no imbalance.
 */
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
 * check-name: the mail's if (arg) lock ... if (arg) unlock: the same way twice
 * check-command: sparse -Wcontext-lock $file
 */
