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

int req(struct task *child, int seized, int r)
{
	unsigned long flags;
	int ret = -5;

	switch (r) {
	case 1:
		if (__builtin_expect(!seized || !lock_task_sighand(child, &flags), 0))
			break;
		wake(child, 0);
		unlock(&child->sighand->siglock);
		ret = 0;
		break;
	default:
		break;
	}
	return ret;
}
/*
 * check-name: '!a || !b' branches on a and b: the blocks are walked in sparse's order
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/logical-or-not-branch-order.c:34:9: warning: context imbalance in 'req' - wrong count at exit
 * check-error-end
 */
