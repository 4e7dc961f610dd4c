/*
 * A try-lock holds the lock on the branch that tests its result as
 * success: Clang's try_acquire_capability(1, m), and 0 for success.
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

struct mutex { int v; };
int mutex_trylock(struct mutex *m)
	__attribute__((try_acquire_capability(1, m)));
int mutex_trylock_err(struct mutex *m)
	__attribute__((try_acquire_capability(0, m)));
void mutex_unlock(struct mutex *m) __releases(m);

struct dev { struct mutex mu; int n; };

static int try_or_fail(struct dev *d)
{
	if (!mutex_trylock(&d->mu))
		return -1;
	d->n++;
	mutex_unlock(&d->mu);
	return 0;
}

static void try_saved(struct dev *d)
{
	int locked = mutex_trylock(&d->mu);

	if (locked) {
		d->n++;
		mutex_unlock(&d->mu);
	}
}

static int try_errno(struct dev *d)
{
	int err = mutex_trylock_err(&d->mu);

	if (err)
		return err;
	d->n++;
	mutex_unlock(&d->mu);
	return 0;
}
/*
 * check-name: try_acquire_capability: the tested branch holds the lock
 * check-command: sparse -Wcontext-lock $file
 */
