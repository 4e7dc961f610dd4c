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
 * check-name: -Wno-context silences the context check
 * check-command: sparse -Wno-context -Wno-decl $file
 */
