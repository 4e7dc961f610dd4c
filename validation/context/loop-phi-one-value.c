void unlock(void) __attribute__((context(1, 0)));
static int i, a;

static void cleared(void)
{
	int held = 0;

	for (;; i)
		if (held) {
			unlock();
			held = 0;
		}
}

static void nested(void)
{
	int held = 0;

	for (;; i)
		if (a)
			if (held) {
				unlock();
				held = 0;
			}
}

static void three_ways(void)
{
	int held = 0;

	for (;; i) {
		if (a)
			held = 0;
		else if (i)
			held = 0;
		if (held)
			unlock();
	}
}

static void argument(int x)
{
	int held = x;

	for (;; i) {
		if (a)
			held = x;
		if (held != x)
			unlock();
	}
}

static void folded_later(void)
{
	int held = 0;

	for (;; i) {
		if (a)
			held = 0;
		if (held)
			unlock();
		held = i - i;
	}
}

static void set_after(void)
{
	int held = 0;

	for (;; i) {
		if (held)
			unlock();
		if (a)
			held = 0;
	}
}

static void uninitialized(void)
{
	int held;

	for (;; i) {
		if (a)
			held = 0;
		if (held)
			unlock();
	}
}
/*
 * check-name: phi-nodes round a loop that carry one value
 * check-description: a variable that only ever holds one value keeps
 *	it round a loop: the phi-nodes that feed each other are that
 *	value, as sparse finds, and the unlock it guards goes.  One that
 *	starts undefined is not known.
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
context/loop-phi-one-value.c:86:25: warning: context imbalance in 'uninitialized' - unexpected unlock
 * check-error-end
 */
