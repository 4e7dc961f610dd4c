extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));

static void leak(void)
{
	lock();
}

static void extra(void)
{
	unlock();
}
/*
 * check-name: -Wno-context silences the context check
 * check-command: sparse -Wno-context $file
 */
