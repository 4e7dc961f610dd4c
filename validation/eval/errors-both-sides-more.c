struct s { int a; };

static int f(struct s *p)
{
	return -p->x * ~p->y;
}
static long g(struct s *p)
{
	return (int)p->x + (long)p->y;
}
static unsigned long h(struct s *p)
{
	return sizeof(p->x) + sizeof p->y;
}
static void k(struct s *p)
{
	p->x = p->y;
}
static int m(struct s *p)
{
	return p->x + undefined_y;
}
/*
 * check-name: both sides of unary, cast, sizeof and assignment expressions are checked
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-both-sides-more.c:5:18: error: no member 'x' in struct s
eval/errors-both-sides-more.c:5:26: error: no member 'y' in struct s
eval/errors-both-sides-more.c:9:22: error: no member 'x' in struct s
eval/errors-both-sides-more.c:9:35: error: no member 'y' in struct s
eval/errors-both-sides-more.c:13:24: error: no member 'x' in struct s
eval/errors-both-sides-more.c:13:39: error: no member 'y' in struct s
eval/errors-both-sides-more.c:17:10: error: no member 'x' in struct s
eval/errors-both-sides-more.c:17:17: error: no member 'y' in struct s
eval/errors-both-sides-more.c:21:17: error: no member 'x' in struct s
eval/errors-both-sides-more.c:21:23: error: undefined identifier 'undefined_y'
 * check-error-end
 */
