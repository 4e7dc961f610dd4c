static int f(int a, int b)
{
	return a ?: b;
}
static int *g(int *p, void *v)
{
	return p ?: v;
}
/*
 * check-name: ?: with omitted middle on ints and pointers is silent
 * check-command: sparse $file
 */
