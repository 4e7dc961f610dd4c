void lock(void) __attribute__((context(0, 1)));
void unlock(void) __attribute__((context(1, 0)));
struct s { long m; long a[4]; } *s, gs;
int n, arr[4];

static void through_pointer(void)
{
	if (!n && s->m)
		;
	else
		lock();
	unlock();
}

static void indexed(int i)
{
	if (!n && arr[i])
		;
	else
		lock();
	unlock();
}

static void global_member(void)
{
	if (!n && gs.a[2])
		;
	else
		lock();
	unlock();
}

static void global_element(void)
{
	if (!n && arr[1])
		;
	else
		lock();
	unlock();
}
/*
 * check-name: '&&' whose right side reads through a pointer
 * check-description: as sparse, a read through a pointer or at a
 *	variable index is not safe to compute unasked: '&&' keeps its
 *	branch, and the walk meets the unlock first through the lock.  A
 *	read of a global at a constant offset is: '&&' is an 'and', one
 *	branch, and the walk meets the unlock first without the lock.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/logical-and-unsafe-load.c:12:9: warning: context imbalance in 'through_pointer' - different lock contexts for basic block
context/logical-and-unsafe-load.c:21:9: warning: context imbalance in 'indexed' - different lock contexts for basic block
context/logical-and-unsafe-load.c:30:9: warning: context imbalance in 'global_member' - unexpected unlock
context/logical-and-unsafe-load.c:39:9: warning: context imbalance in 'global_element' - unexpected unlock
 * check-error-end
 */
