enum ss_state { ss_done = 0, ss_lock, ss_lock_irqsave, ss_lockless, };
struct ss_tmp { enum ss_state state; };
extern void bug(void);

static inline __attribute__((always_inline)) void next(struct ss_tmp *sst,
							enum ss_state target)
{
	switch (sst->state) {
	case ss_done:
		bug();
		return;
	case ss_lock:
	case ss_lock_irqsave:
		sst->state = ss_done;
		return;
	case ss_lockless:
		sst->state = target;
		return;
	}
}
static void f(struct ss_tmp *t)
{
	next(t, ss_lock);
	next(t, ss_done);
}
/*
 * check-name: a switch on enumerators inside an inline function used twice is silent
 * check-command: sparse $file
 */
