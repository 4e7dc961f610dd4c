typedef struct spinlock { int locked; } spinlock_t;
struct mutex_lock { int owner; };
struct counter { int n; };

#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))

void spin_lock(spinlock_t *l) __acquires(l);
void spin_unlock(spinlock_t *l) __releases(l);
void bare_lock(spinlock_t *lock);
void mutex_take(int flags, struct mutex_lock *m);
int count(struct counter *c);
void annotated_later(int n, const spinlock_t *l);
void annotated_later(int n, const spinlock_t *l) __releases(l);
void never_annotated(volatile spinlock_t *l);
void never_annotated(volatile spinlock_t *l);

static void helper(spinlock_t *l)
{
	spin_lock(l);
}
/*
 * check-name: examples/lock-rule: a function taking a lock has a context attribute on some declaration
 * check-command: ../examples/lock-rule -Wno-decl $file
 *
 * check-error-start
tools/example-lock-rule.c:10:6: warning: 'bare_lock' takes a lock (parameter 'lock') but has no context annotation
tools/example-lock-rule.c:11:6: warning: 'mutex_take' takes a lock (parameter 'm') but has no context annotation
tools/example-lock-rule.c:15:6: warning: 'never_annotated' takes a lock (parameter 'l') but has no context annotation
tools/example-lock-rule.c:18:13: warning: 'helper' takes a lock (parameter 'l') but has no context annotation
 * check-error-end
 */
