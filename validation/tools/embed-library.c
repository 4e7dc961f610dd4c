extern void lock(void) __attribute__((context(x, 0, 1)));
extern void unlock(void) __attribute__((context(x, 1, 0)));

static int f(int a)
{
	lock();
	if (a)
		return 1;
	unlock();
	return 0;
}

int g(void)
{
	return f(1);
}
/*
 * check-name: a tool on the library: sparse(), expand_symbol(), linearize_symbol(), check_context()
 * check-command: ../examples/embed -Wno-decl $file
 *
 * check-output-ignore
 * check-output-pattern(1): ^f: [0-9]* basic blocks$
 * check-output-pattern(1): ^g: 1 basic blocks$
 *
 * check-error-start
tools/embed-library.c:4:12: warning: context imbalance in 'f' - wrong count at exit
 * check-error-end
 */
