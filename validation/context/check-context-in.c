/* a negative 'in' makes the call a check of the count: no change */
extern int lk;
extern void need(void) __attribute__((context(lk, -1, 0)));
extern void need1(void) __attribute__((context(lk, -1, 1)));
extern void lock(void) __attribute__((context(lk, 0, 1)));

void f(void)
{
	need();
}

void g(void)
{
	lock();
	need();
	need1();
}
/*
 * check-name: a negative in of a context attribute is a check
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/check-context-in.c:15:13: warning: context check failure
context/check-context-in.c:12:6: warning: context imbalance in 'g' - wrong count at exit
 * check-error-end
 */
