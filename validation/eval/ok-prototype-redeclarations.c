static int g(int);
static int g(int x)
{
	return x;
}
static int h(int x, int);
static int h(int x, int y)
{
	return x + y;
}
static int m(int x, char *p)
{
	return x + *p;
}
static int m(int y, char *q);
static int k(void)
{
	return g(3) + h(4, 5) + m(1, "a");
}
/*
 * check-name: prototypes with other parameter names and unnamed parameters are silent
 * check-command: sparse $file
 */
