extern void g(unsigned int *p);
static void f(int *s)
{
	g(s);
}
/*
 * check-name: pointers differing only in signedness are quiet
 * check-command: sparse $file
 */
