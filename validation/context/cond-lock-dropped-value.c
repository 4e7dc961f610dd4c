#define __acquire(x) __context__(x, 1)
#define __cond_lock(x,c)	((c) ? ({ __acquire(x); 1; }) : 0)
struct sh { int siglock; };
struct task { struct sh *sighand; };
extern struct sh *__lock_task_sighand(struct task *task, unsigned long *flags);
extern void unlock(int *l) __attribute__((context(l, 1, 0)));
extern void wake(struct task *p, int x);

static inline struct sh *lock_task_sighand(struct task *task, unsigned long *flags)
{
	struct sh *ret;

	ret = __lock_task_sighand(task, flags);
	(void)__cond_lock(&task->sighand->siglock, ret);
	return ret;
}

void fake_signal_wake_up(struct task *p)
{
	unsigned long flags;

	if (lock_task_sighand(p, &flags)) {
		wake(p, 0);
		unlock(&p->sighand->siglock);
	}
}
/*
 * check-name: __cond_lock whose value is dropped: the branch on the same value is threaded
 * check-command: sparse -Wno-decl $file
 */
