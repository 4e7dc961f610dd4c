#define __cond_lock(x,c)	((c) ? ({ __context__(x, 1); 1; }) : 0)
extern int _trylock(int *l);
extern void lock(int *l) __attribute__((context(l, 0, 1)));
extern void unlock(int *l) __attribute__((context(l, 1, 0)));
extern void mb(void);
extern void work(void);
extern int lim;
#define trylock(l) __cond_lock(l, _trylock(l))
#define trylock_node(p) ({ _Bool ___locked = trylock(p); if (___locked) mb(); ___locked; })

void f(int *p, int *q)
{
	_Bool adj = 0;

	if (!trylock_node(p)) {
		lock(p);
		if (lim)
			adj = 1;
	}
	work();
	unlock(p);
	if (__builtin_expect(adj, 0)) {
		lock(q);
		work();
		unlock(q);
	}
}
/*
 * check-name: a trylock in a statement expression, then a lock when it failed: no imbalance
 * check-command: sparse -Wno-decl $file
 */
