/* Clang's capability attributes: the mistakes each is there to catch. */
struct __attribute__((capability("mutex"))) mutex { int v; };

void mutex_lock(struct mutex *m) __attribute__((acquire_capability(m)));
void mutex_unlock(struct mutex *m) __attribute__((release_capability(m)));
void needs(struct mutex *m) __attribute__((requires_capability(m)));

struct account { struct mutex mu, other; int balance; };

static void forgets_unlock(struct account *a)
{
	mutex_lock(&a->mu);
	a->balance++;
}

static void unlocks_other(struct account *a)
{
	mutex_lock(&a->mu);
	a->balance++;
	mutex_unlock(&a->other);
	mutex_unlock(&a->mu);
}

static void calls_unlocked(struct account *a)
{
	needs(&a->mu);
}
/*
 * check-name: Clang's capability attributes, each mistake
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/clang-annotations-buggy.c:10:13: warning: context imbalance in 'forgets_unlock' - lock 'a->mu' held at exit
context-lock/clang-annotations-buggy.c:20:21: warning: context imbalance in 'unlocks_other' - lock 'a->other' released but not held
context-lock/clang-annotations-buggy.c:26:14: warning: context imbalance in 'calls_unlocked' - lock 'a->mu' required but not held
 * check-error-end
 */
