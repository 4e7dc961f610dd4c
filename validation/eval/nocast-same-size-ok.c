typedef unsigned long __attribute__((nocast)) cputime_t;

static cputime_t f(unsigned long x)
{
	return x;
}
static unsigned long g(cputime_t c)
{
	return c;
}
static cputime_t i(int x)
{
	return (cputime_t)x;
}
/*
 * check-name: nocast values of the same size and explicit casts are silent
 * check-command: sparse $file
 */
