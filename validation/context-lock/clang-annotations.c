/* Clang's capability attributes feed the same check: correct code. */
struct __attribute__((capability("mutex"))) mutex { int v; };

void mutex_lock(struct mutex *m) __attribute__((acquire_capability(m)));
void mutex_unlock(struct mutex *m) __attribute__((release_capability(m)));
void read_lock(struct mutex *m)
	__attribute__((acquire_shared_capability(m)));
void read_unlock(struct mutex *m)
	__attribute__((release_shared_capability(m)));
void old_lock(struct mutex *m) __attribute__((exclusive_lock_function(m)));
void old_unlock(struct mutex *m) __attribute__((unlock_function(m)));
void needs(struct mutex *m) __attribute__((requires_capability(m)));
void old_needs(struct mutex *m)
	__attribute__((exclusive_locks_required(m)));

struct account {
	struct mutex mu;
	int balance __attribute__((guarded_by(mu)));
};

static void deposit(struct account *a, int n)
{
	mutex_lock(&a->mu);
	needs(&a->mu);
	a->balance += n;
	mutex_unlock(&a->mu);
}

static int peek(struct account *a)
{
	int n;

	read_lock(&a->mu);
	n = a->balance;
	read_unlock(&a->mu);
	return n;
}

static void old_style(struct account *a)
{
	old_lock(&a->mu);
	old_needs(&a->mu);
	old_unlock(&a->mu);
}

static void caller_holds(struct account *a)
	__attribute__((requires_capability(&a->mu)))
{
	needs(&a->mu);
	a->balance = 0;
}
/*
 * check-name: Clang's capability attributes, correct code
 * check-command: sparse -Wcontext-lock $file
 */
