/*
 * The mail's example on a global flag, read again after a call that may
 * change it: the code after runs with or without the lock.
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);
void work(void);
extern int arg;

static int fn(spinlock_t *lock)
{
	if (arg)
		spin_lock(lock);
	work();
	if (arg)
		spin_unlock(lock);
	return 0;
}
/*
 * check-name: the mail's example on a global read again: the lock named
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/mail-if-global.c:21:9: warning: context imbalance in 'fn' - lock 'lock' held at exit
context-lock/mail-if-global.c:20:28: warning: context imbalance in 'fn' - lock 'lock' released but not held
 * check-error-end
 */
