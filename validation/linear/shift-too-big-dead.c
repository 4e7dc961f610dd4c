int glob;

int unused(int x)
{
	int a = x << 40;
	return 0;
}

int unused_constant(void)
{
	int a = 1 << 40;
	return 0;
}

int discarded(int x)
{
	(void)(x << 40);
	return 0;
}

int masked(int x)
{
	return (x << 40) & 0;
}

int cancelled(int x)
{
	int a = x << 40;
	return a - a;
}

int masked_later(int x)
{
	int m = x - x;
	int a = x << 40;
	return a & m;
}

int stored(int x)
{
	glob = x << 41;
	return 0;
}

int returned(int x)
{
	int a = x << 42;
	return a;
}

int count_known_late(int x)
{
	int n = 43;
	return x << n;
}

/*
 * check-name: a shift too big whose value is unused, or simplified away, is not reported
 * check-description: as sparse, the shifts still live once the function is
 *	simplified are checked; those of dead or folded code are not
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
linear/shift-too-big-dead.c:41:21: warning: shift too big (41) for type int
linear/shift-too-big-dead.c:47:22: warning: shift too big (42) for type int
linear/shift-too-big-dead.c:54:21: warning: shift too big (43) for type int
 * check-error-end
 */
