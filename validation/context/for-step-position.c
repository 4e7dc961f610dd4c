extern void lock(void) __attribute__((context(x, 0, 1)));
extern int cond(void);
void f(int n)
{
	int i;

	for (i = 0; i < n; i++, n--)
		lock();
}
void g(int n)
{
	int i;

	for (i = 0; i < n; n--, i++) {
		if (cond())
			continue;
		lock();
	}
}
/*
 * check-name: the block of a for loop's step is at the step expression: a comma's is the comma
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/for-step-position.c:7:9: warning: context imbalance in 'f' - different lock contexts for basic block
context/for-step-position.c:14:31: warning: context imbalance in 'g' - different lock contexts for basic block
 * check-error-end
 */
