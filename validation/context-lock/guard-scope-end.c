/* The end of a guard's block releases: an unlock after it is one too many. */
#include "cleanup.h"

static void unlock_after(struct dev *d)
{
	{
		guard(spinlock)(&d->lock);
		d->count++;
	}
	spin_unlock(&d->lock);
}

static void loop_guard(struct dev *d, int n)
{
	while (n--) {
		guard(spinlock)(&d->lock);
		if (d->count)
			continue;
		d->count++;
	}
}
/*
 * check-name: a guard's block end and continue release the lock
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/guard-scope-end.c:10:20: warning: context imbalance in 'unlock_after' - lock 'd->lock' released but not held
 * check-error-end
 */
