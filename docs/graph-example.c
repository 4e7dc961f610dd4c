// SPDX-License-Identifier: MIT
/*
 * graph-example.c — a loop that takes a lock on some iterations only:
 * ./graph -fcontext docs/graph-example.c | dot -Tpng -o docs/graph-example.png
 */
extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern int busy(int i);

int count_busy(int n);

int count_busy(int n)
{
	int i, total = 0;

	for (i = 0; i < n; i++) {
		if (busy(i))
			lock();
		total++;
	}
	unlock();
	return total;
}
