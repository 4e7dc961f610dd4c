// SPDX-License-Identifier: MIT
/*
 * The bundled example `make` checks: kernel-style C with the mistakes
 * sparse finds and a compiler does not.
 */
#define __user		__attribute__((noderef, address_space(__user)))
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

struct lock {
	int held;
};

extern void lock(struct lock *l) __acquires(l);
extern void unlock(struct lock *l) __releases(l);
extern long copy_to_user(void __user *to, const void *from, long n);

static struct lock stats_lock;
long total;

/* Adds a value the user passed to the total, and hands the total back. */
static int add_to_total(int __user *value, long *result)
{
	lock(&stats_lock);
	if (*value < 0)			/* reads user memory directly */
		return -1;		/* and returns with the lock held */
	total += *value;
	unlock(&stats_lock);
	copy_to_user(result, &total, sizeof(total));	/* wrong side */
	return 0;
}

int (*add_hook)(int __user *, long *) = add_to_total;
