struct s { int a; };

static long f(char c)
{
	return c;
}
static char g(long l)
{
	return l;
}
static double h(int i)
{
	return i;
}
static void *i(int *p)
{
	return p;
}
static int *j(void *p)
{
	return p;
}
static const int *k(int *p)
{
	return p;
}
static struct s l(struct s *p)
{
	return *p;
}
static _Bool m(int *p)
{
	return p;
}
/*
 * check-name: returns with implicit arithmetic and pointer conversions are silent
 * check-command: sparse $file
 */
