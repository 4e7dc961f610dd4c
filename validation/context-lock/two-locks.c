/* Take A, release B: the one counter balances, the locks do not. */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_lock(spinlock_t *lock) __acquires(lock);
void spin_unlock(spinlock_t *lock) __releases(lock);

struct pair { spinlock_t a, b; int n; };

static void take_a_release_b(struct pair *p)
{
	spin_lock(&p->a);
	p->n++;
	spin_unlock(&p->b);
}

static void both(struct pair *p)
{
	spin_lock(&p->a);
	spin_lock(&p->b);
	p->n++;
	spin_unlock(&p->a);
	spin_unlock(&p->b);
}
/*
 * check-name: take A, release B: balanced for the counter, not per lock
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/two-locks.c:15:20: warning: context imbalance in 'take_a_release_b' - lock 'p->b' released but not held
context-lock/two-locks.c:11:13: warning: context imbalance in 'take_a_release_b' - lock 'p->a' held at exit
 * check-error-end
 */
