#define NULL ((void *)0)
struct s { int a; };

static void *f(int c, int *p, void *v)
{
	return c ? p : v;
}
static const int *g(int c, const int *p, int *q)
{
	return c ? p : q;
}
static double h(int c, int i, double d)
{
	return c ? i : d;
}
static int *i(int c, int *p)
{
	return c ? p : NULL;
}
static struct s j(int c, struct s x, struct s y)
{
	return c ? x : y;
}
static void k(int c, int *p)
{
	c ? (void)0 : (void)*p;
}
static int l(int c, int i)
{
	return c ?: i;
}
/*
 * check-name: ?: mixing void *, qualifiers, arithmetic types and NULL is silent
 * check-command: sparse $file
 */
