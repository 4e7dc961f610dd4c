struct s { int a; };
extern void *alloc(unsigned long n);
extern void release(const void *p);

static struct s *f(void)
{
	struct s *p = alloc(sizeof(*p));
	char *c = alloc(4);
	const void *v = p;
	int **pp = alloc(8);

	release(p);
	release(c);
	release(v);
	release(pp);
	return p;
}
/*
 * check-name: void * converts to and from any object pointer silently
 * check-command: sparse $file
 */
