struct s { int a[4]; };

static unsigned long f(int i)
{
	return __builtin_offsetof(struct s, a[i]);
}
/*
 * check-name: offsetof with a variable index is accepted
 * check-command: sparse $file
 */
