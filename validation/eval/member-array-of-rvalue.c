struct s {
	int a[4];
	int b;
};

struct s get(void);

static int first(void)
{
	return get().a[1];
}

static int *decayed(void)
{
	return get().a;
}

static int of_conditional(struct s x, struct s y, int k)
{
	return (k ? x : y).a[2];
}
/*
 * check-name: an array member of a struct value that is no object (a call's, a conditional's) decays like any
 * check-command: sparse $file
 */
