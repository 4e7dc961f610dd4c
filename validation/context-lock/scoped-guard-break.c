/* scoped_guard(): a break out of its body releases the lock. */
#include "cleanup.h"

static int with_break(struct dev *d, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		scoped_guard (spinlock, &d->lock) {
			if (d->count > 10)
				break;
			d->count++;
		}
	}
	return d->count;
}

static void leak_after(struct dev *d)
{
	scoped_guard (spinlock, &d->lock)
		d->count++;
	spin_lock(&d->lock);
}
/*
 * check-name: scoped_guard(): break releases, the scope's end too
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/scoped-guard-break.c:22:9: warning: context imbalance in 'leak_after' - lock 'd->lock' held at exit
 * check-error-end
 */
