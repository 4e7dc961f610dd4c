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
 * check-name: without -Wcontext-lock Clang's attributes are unknown ones, as to Debian's sparse
 * check-command: sparse -Wunknown-attribute $file
 *
 * check-error-start
context-lock/clang-unknown-attribute.c:2:23: warning: unknown attribute 'capability'
context-lock/clang-unknown-attribute.c:3:49: warning: unknown attribute 'acquire_capability'
context-lock/clang-unknown-attribute.c:5:24: warning: unknown attribute 'try_acquire_capability'
context-lock/clang-unknown-attribute.c:6:56: warning: unknown attribute 'guarded_by'
 * check-error-end
 */
