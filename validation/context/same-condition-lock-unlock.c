extern int g(void);
extern void unlock(void) __attribute__((context(l, 1, 0)));
extern void wake(void);

void f1(void)
{
	int r = g();
	(void)(r ? ({ __context__(l, 1); 1; }) : 0);
	if (r) {
		unlock();
	}
}
void f2(void)
{
	int r = g();
	if (r)
		__context__(l, 1);
	if (r) {
		unlock();
	}
}
void f3(void)
{
	int r = g();
	if (r)
		__context__(l, 1);
	else
		wake();
	if (r) {
		unlock();
	}
}
/*
 * check-name: a lock taken on a condition, released on the same condition
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/same-condition-lock-unlock.c:29:9: warning: context imbalance in 'f3' - different lock contexts for basic block
 * check-error-end
 */
