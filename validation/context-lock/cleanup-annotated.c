/*
 * A cleanup function that says what it releases: __releases() on its
 * parameter, the pointer to the variable.
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

struct mutex { int v; };
void mutex_lock(struct mutex *m) __acquires(m);
void mutex_unlock_ptr(struct mutex **p) __releases(*p);

static inline struct mutex *mutex_lock_get(struct mutex *m)
{
	mutex_lock(m);
	return m;
}

static int locked(struct mutex *m, int n)
{
	struct mutex *held __attribute__((cleanup(mutex_unlock_ptr))) =
		mutex_lock_get(m);

	if (n)
		return n;
	return 0;
}
/*
 * check-name: a cleanup function annotated __releases(*p)
 * check-command: sparse -Wcontext-lock $file
 */
