/* Without -Wcontext-lock Clang's attributes are unknown, as to sparse. */
struct __attribute__((capability("mutex"))) mutex { int v; };
void mutex_lock(struct mutex *m) __attribute__((acquire_capability(m)));
int mutex_trylock(struct mutex *m)
	__attribute__((try_acquire_capability(1, m)));
struct account { struct mutex mu; int n __attribute__((guarded_by(mu))); };

static void forgets_unlock(struct account *a)
{
	mutex_lock(&a->mu);
	a->n++;
}
/*
 * check-name: Clang's attributes are silent without -Wcontext-lock
 * check-command: sparse $file
 */
