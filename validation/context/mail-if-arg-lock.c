struct spinlock { int v; };
extern void spin_lock(struct spinlock *l) __attribute__((context(l, 0, 1)));
extern void spin_unlock(struct spinlock *l) __attribute__((context(l, 1, 0)));
extern void work(void);
static struct spinlock lock;

static int fn(int arg)
{
	if (arg)
		spin_lock(&lock);
	work();
	if (arg)
		spin_unlock(&lock);
	return 0;
}
/*
 * check-name: the mail's if (arg) spin_lock(): different lock contexts for basic block
 *
 * check-error-start
context/mail-if-arg-lock.c:14:9: warning: context imbalance in 'fn' - different lock contexts for basic block
 * check-error-end
 */
