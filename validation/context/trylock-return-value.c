extern int trylock(void);
extern void unlock(void) __attribute__((context(l, 1, 0)));
int counter;

int try(void)
{
	if (!(trylock() ? ({ __context__(l, 1); 1; }) : 0))
		return 0;
	counter++;
	unlock();
	return 1;
}
int try2(void)
{
	if (trylock() ? ({ __context__(l, 1); 1; }) : 0) {
		counter++;
		unlock();
		return 1;
	}
	return 0;
}
void try3(void)
{
	if (!(trylock() ? ({ __context__(l, 1); 1; }) : 0))
		return;
	counter++;
	unlock();
}
/*
 * check-name: trylock returning a value: the select of the return blocks the threading
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/trylock-return-value.c:5:5: warning: context imbalance in 'try' - different lock contexts for basic block
context/trylock-return-value.c:13:5: warning: context imbalance in 'try2' - different lock contexts for basic block
 * check-error-end
 */
