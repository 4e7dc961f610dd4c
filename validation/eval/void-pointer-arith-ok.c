static void *f(void *p)
{
	p++;
	return p + 1;
}
static long g(void *v, void *w)
{
	return v - w;
}
/*
 * check-name: arithmetic on void pointers is silent, even with -Wpointer-arith
 * check-command: sparse -Wpointer-arith $file
 */
