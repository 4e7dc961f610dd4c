/*
 * The lock of an annotation is written with the callee's parameters:
 * lock(mydev) of lock(struct dev *d) __acquires(&d->lock) takes
 * mydev->lock, which spin_unlock(&mydev->lock) releases.
 */
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __releases(x)	__attribute__((context(x, 1, 0)))

typedef struct { int v; } spinlock_t;
void spin_unlock(spinlock_t *lock) __releases(lock);

struct dev { int id; spinlock_t lock; struct dev *parent; };
void lock(struct dev *d) __acquires(&d->lock);
void unlock(struct dev *d) __releases(&d->lock);

static void balanced(struct dev *mydev)
{
	lock(mydev);
	spin_unlock(&mydev->lock);
}

static void held(struct dev *mydev)
{
	lock(mydev->parent);
}

static void other(struct dev *mydev)
{
	lock(mydev);
	unlock(mydev->parent);
}
/*
 * check-name: annotations name locks through the callee's parameters
 * check-command: sparse -Wcontext-lock $file
 *
 * check-error-start
context-lock/through-parameters.c:22:13: warning: context imbalance in 'held' - lock 'mydev->parent->lock' held at exit
context-lock/through-parameters.c:30:15: warning: context imbalance in 'other' - lock 'mydev->parent->lock' released but not held
context-lock/through-parameters.c:27:13: warning: context imbalance in 'other' - lock 'mydev->lock' held at exit
 * check-error-end
 */
