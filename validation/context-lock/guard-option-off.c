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
 * check-name: guard() without -Wcontext-lock: sparse's message, as Debian's sparse
 * check-command: sparse $file
 *
 * check-error-start
context-lock/guard-option-off.c:4:12: warning: context imbalance in 'early_return' - wrong count at exit
 * check-error-end
 */
