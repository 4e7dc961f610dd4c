extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));
extern void need(void) __attribute__((context(x, 1, 1)));
static void f(void)
{
	need();
}
static void g(void)
{
	lock();
	need();
	unlock();
}
/*
 * check-name: a call needing a held context is not checked (as sparse 0.6.4)
 * check-command: sparse $file
 */
