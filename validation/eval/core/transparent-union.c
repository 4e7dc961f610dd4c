union arg { int *i; long *l; } __attribute__((transparent_union));
extern void g(union arg a);
static void f(int *i, long *l)
{
	g(i);
	g(l);
}
/*
 * check-name: a transparent union argument takes any of its member types
 * check-command: sparse $file
 */
