extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern int cond(void);

void early_return(int a)
{
	lock();
	if (a)
		return;
	unlock();
}

void unexp(void)
{
	unlock();
}

void diff(int a)
{
	if (a)
		lock();
	cond();
	if (a)
		unlock();
}

int ret_val(int a)
{
	lock();
	if (a)
		return 1;
	unlock();
	return 0;
}

void loop(int n)
{
	while (n--)
		lock();
}

void acq(void) __attribute__((context(x, 0, 1)));
void acq(void)
{
}

void rel(void) __attribute__((context(x, 1, 0)));
void rel(void)
{
	unlock();
	unlock();
}

void stmt(void)
{
	__context__(x, 1);
}
void stmt2(void)
{
	__context__(-1);
}
/*
 * check-name: context imbalance: wrong count at exit, unexpected unlock, different lock contexts
 * check-command: sparse $file
 *
 * check-error-start
context/imbalances.c:5:6: warning: symbol 'early_return' was not declared. Should it be static?
context/imbalances.c:13:6: warning: symbol 'unexp' was not declared. Should it be static?
context/imbalances.c:18:6: warning: symbol 'diff' was not declared. Should it be static?
context/imbalances.c:27:5: warning: symbol 'ret_val' was not declared. Should it be static?
context/imbalances.c:36:6: warning: symbol 'loop' was not declared. Should it be static?
context/imbalances.c:54:6: warning: symbol 'stmt' was not declared. Should it be static?
context/imbalances.c:58:6: warning: symbol 'stmt2' was not declared. Should it be static?
context/imbalances.c:5:6: warning: context imbalance in 'early_return' - wrong count at exit
context/imbalances.c:13:6: warning: context imbalance in 'unexp' - unexpected unlock
context/imbalances.c:23:9: warning: context imbalance in 'diff' - different lock contexts for basic block
context/imbalances.c:27:5: warning: context imbalance in 'ret_val' - wrong count at exit
context/imbalances.c:38:9: warning: context imbalance in 'loop' - different lock contexts for basic block
context/imbalances.c:48:6: warning: context imbalance in 'rel' - unexpected unlock
context/imbalances.c:54:6: warning: context imbalance in 'stmt' - wrong count at exit
context/imbalances.c:58:6: warning: context imbalance in 'stmt2' - unexpected unlock
 * check-error-end
 */
