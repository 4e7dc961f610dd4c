/* A goto out of a guard's scope releases the lock: taking it is fine. */
#include "cleanup.h"

static int goto_out(struct dev *d, int n)
{
	{
		guard(spinlock)(&d->lock);
		if (n)
			goto out;
		d->count = 0;
	}
out:
	spin_lock(&d->lock);
	d->count++;
	spin_unlock(&d->lock);
	return 0;
}
/*
 * check-name: a goto out of a guard's scope releases the lock
 * check-command: sparse -Wcontext-lock $file
 */
