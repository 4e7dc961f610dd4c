/* The branch where a try-lock succeeded must release it. */
#define __releases(x)	__attribute__((context(x, 1, 0)))

struct mutex { int v; };
int mutex_trylock(struct mutex *m)
	__attribute__((try_acquire_capability(1, m)));
void mutex_unlock(struct mutex *m) __releases(m);

struct dev { struct mutex mu; int n; };

static void leaks(struct dev *d)
{
	if (mutex_trylock(&d->mu))
		d->n++;
}

static void unlocks_on_failure(struct dev *d)
{
	if (!mutex_trylock(&d->mu))
		mutex_unlock(&d->mu);
}
/*
 * check-name: a try-lock's success branch must release
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/trylock-leak.c:13:9: warning: context imbalance in 'leaks' - lock 'd->mu' held at exit
context-lock/trylock-leak.c:19:9: warning: context imbalance in 'unlocks_on_failure' - lock 'd->mu' held at exit
context-lock/trylock-leak.c:20:29: warning: context imbalance in 'unlocks_on_failure' - lock 'd->mu' released but not held
 * check-error-end
 */
