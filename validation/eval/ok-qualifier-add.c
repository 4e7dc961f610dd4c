extern void take(const volatile int *p);
extern void takecc(const char *const *p);

static const int *f(int *p, char **pp)
{
	const int *c = p;
	volatile int *v = p;

	take(p);
	take(c);
	take(v);
	(void)pp;
	return p;
}
/*
 * check-name: adding const or volatile through pointers is silent
 * check-command: sparse $file
 */
