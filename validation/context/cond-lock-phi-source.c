#define __acquire(x) __context__(x, 1)
#define __cond_lock(x,c)	((c) ? ({ __acquire(x); 1; }) : 0)
struct sh { int siglock; };
struct task { struct sh *sighand; void *last; };
extern struct sh *__lock_task_sighand(struct task *task, unsigned long *flags);
extern void unlock(int *l) __attribute__((context(l, 1, 0)));
extern void copy(void *a, void *b);

static inline struct sh *lock_task_sighand(struct task *task, unsigned long *flags)
{
	struct sh *ret;

	ret = __lock_task_sighand(task, flags);
	(void)__cond_lock(&task->sighand->siglock, ret);
	return ret;
}

int setinfo(struct task *child, void *info)
{
	unsigned long flags;
	int error = -3;

	if (lock_task_sighand(child, &flags)) {
		error = -22;
		if (child->last) {
			copy(child->last, info);
			error = 0;
		}
		unlock(&child->sighand->siglock);
	}
	return error;
}
/*
 * check-name: a phi source in the block to skip keeps the branch to it
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/cond-lock-phi-source.c:31:9: warning: context imbalance in 'setinfo' - different lock contexts for basic block
 * check-error-end
 */
