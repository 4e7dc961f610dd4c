extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));

static void __attribute__((context(x, 0, 1))) acq(void)
{
}

static void __attribute__((context(x, 1, 0))) rel(void)
{
	unlock();
}

static void __attribute__((context(x, 1, 1))) keep(void)
{
	unlock();
	lock();
}
static void __attribute__((context(x, 1, 1))) keep2(void)
{
	unlock();
}
static void noctx(void)
{
	int a = 0;
	a++;
}
/*
 * check-name: a function's own context attribute sets the count at entry and at exit
 * check-command: sparse $file
 *
 * check-error-start
context/function-attribute.c:4:47: warning: context imbalance in 'acq' - wrong count at exit
context/function-attribute.c:18:47: warning: context imbalance in 'keep2' - wrong count at exit
 * check-error-end
 */
