#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))
#define __acquire(x) __context__(x, 1)
#define __release(x) __context__(x, -1)
struct lock { int v; };
extern void raw_lock(struct lock *l) __acquires(l);
extern void raw_unlock(struct lock *l) __releases(l);
extern int raw_trylock(struct lock *l);
static inline void spin_lock(struct lock *l) __acquires(l)
{
	raw_lock(l);
}
static inline void spin_unlock(struct lock *l) __releases(l)
{
	raw_unlock(l);
}
#define spin_trylock(l) (raw_trylock(l) ? ({ __acquire(l); 1; }) : 0)

int counter;

void good(struct lock *l)
{
	spin_lock(l);
	counter++;
	spin_unlock(l);
}

void leak(struct lock *l, int x)
{
	spin_lock(l);
	if (x)
		return;
	spin_unlock(l);
}

int try(struct lock *l)
{
	if (!spin_trylock(l))
		return 0;
	counter++;
	spin_unlock(l);
	return 1;
}

void loop(struct lock *l, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		spin_lock(l);
		counter += i;
		spin_unlock(l);
	}
}

void cond(struct lock *l, int x)
{
	if (x)
		spin_lock(l);
	counter++;
	if (x)
		spin_unlock(l);
}

void sw(struct lock *l, int x)
{
	spin_lock(l);
	switch (x) {
	case 1:
		spin_unlock(l);
		return;
	case 2:
		break;
	default:
		spin_unlock(l);
		return;
	}
	spin_unlock(l);
}

void gotos(struct lock *l, int x)
{
	spin_lock(l);
	if (x)
		goto out;
	counter++;
out:
	spin_unlock(l);
}

void constant(struct lock *l)
{
	if (0)
		spin_lock(l);
	counter++;
}
/*
 * check-name: kernel-style lock wrappers: inline functions, trylock, loops, switch, goto
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/kernel-style-locks.c:28:6: warning: context imbalance in 'leak' - wrong count at exit
context/kernel-style-locks.c:36:5: warning: context imbalance in 'try' - different lock contexts for basic block
context/kernel-style-locks.c:61:9: warning: context imbalance in 'cond' - different lock contexts for basic block
 * check-error-end
 */
