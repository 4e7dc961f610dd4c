/* guard(): the lock is released on every return, early ones too. */
#include "cleanup.h"

static int early_return(struct dev *d, int n)
{
	guard(spinlock)(&d->lock);
	if (n < 0)
		return -1;
	d->count += n;
	return 0;
}
/*
 * check-name: guard(): returns release the lock
 * check-command: sparse -Wcontext-lock $file
 */
