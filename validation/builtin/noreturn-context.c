extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));

static void f1(int a)
{
	lock();
	if (a)
		__builtin_abort();
	unlock();
}

static void f2(int a)
{
	lock();
	if (a)
		__builtin_trap();
	unlock();
}

static void f3(int a)
{
	lock();
	if (a)
		__builtin_unreachable();
	unlock();
}

static void f4(int a)
{
	lock();
	if (a)
		__builtin_exit(1);
	unlock();
}

static void f5(int a)
{
	lock();
	if (a)
		__builtin_ia32_pause();
	else
		return;
	unlock();
}
/*
 * check-name: a lock taken and released around __builtin_abort, trap, unreachable or exit balances
 *
 * check-error-start
builtin/noreturn-context.c:36:13: warning: context imbalance in 'f5' - different lock contexts for basic block
 * check-error-end
 */
