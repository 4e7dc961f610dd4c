/*
 * __cond_lock() around a statement expression, as the kernel's
 * lock_task_sighand(): the branch on its value is threaded, the lock
 * held where it says 1.
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))
#define __acquire(x)	__context__(x, 1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)

typedef struct { int v; } spinlock_t;
struct sighand { spinlock_t siglock; };
struct task { struct sighand *sighand; int info; };
struct sighand *__lock_task_sighand(struct task *t, unsigned long *flags);
void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
	__releases(lock);

#define lock_task_sighand(task, flags)					\
	__cond_lock(&(task)->sighand->siglock,				\
		    ({ struct sighand *__ss;				\
		       __ss = __lock_task_sighand(task, flags);		\
		       __ss; }))

static inline void unlock_task_sighand(struct task *task,
				       unsigned long *flags)
{
	spin_unlock_irqrestore(&task->sighand->siglock, *flags);
}

static int getinfo(struct task *child)
{
	unsigned long flags;
	int error = -3;

	if (lock_task_sighand(child, &flags)) {
		error = child->info;
		unlock_task_sighand(child, &flags);
	}
	return error;
}

static int forgets(struct task *child)
{
	unsigned long flags;

	if (lock_task_sighand(child, &flags))
		return child->info;
	return 0;
}
/*
 * check-name: __cond_lock() around a statement expression, as lock_task_sighand()
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/cond-lock-merge.c:42:12: warning: context imbalance in 'forgets' - lock 'child->sighand' held at exit
 * check-error-end
 */
