extern void take(int *p);
extern void takec(const char *p);
struct s { int a[4]; char name[8]; };

static int f(struct s *p)
{
	int local[3];
	int (*pa)[4] = &p->a;

	take(local);
	take(p->a);
	take(*pa);
	takec(p->name);
	return *local + *(p->a + 1) + (*pa)[2];
}
/*
 * check-name: arrays decaying to pointers are silent
 * check-command: sparse $file
 */
