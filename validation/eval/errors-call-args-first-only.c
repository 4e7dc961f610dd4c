struct s { int a; };
extern int g2(int, int);
extern int gv(int, ...);

static int f(struct s *p)
{
	return g2(p->x, p->y);
}
static int h(struct s *p)
{
	return gv(p->x, p->y, p->z);
}
static int k(struct s *p)
{
	return g2(p->x, 1) + g2(1, p->y);
}
/*
 * check-name: in a call, only the first bad argument is reported
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-call-args-first-only.c:7:20: error: no member 'x' in struct s
eval/errors-call-args-first-only.c:11:20: error: no member 'x' in struct s
eval/errors-call-args-first-only.c:15:20: error: no member 'x' in struct s
eval/errors-call-args-first-only.c:15:37: error: no member 'y' in struct s
 * check-error-end
 */
