struct s { int a; };
static int f(struct s *p, int i)
{
	return i(p->x) + 1;
}
static int g(struct s *p, int r)
{
	r -= nosuch;
	r += p->x;
	r = p->y;
	return r;
}
static int h(struct s *p, int r)
{
	return (p->x, p->y) + (p->z ? p->w : p->v);
}
static int k(struct s *p, int r)
{
	return p->x && p->y;
}
static int m(struct s *p, int *a)
{
	return a[p->x] + p->y[1];
}
/*
 * check-name: which operands are still checked after an error: both of comma and index, the left of && only
 *
 * check-error-start
eval/errors-operand-rules.c:4:17: error: not a function i
eval/errors-operand-rules.c:4:19: error: no member 'x' in struct s
eval/errors-operand-rules.c:8:14: error: undefined identifier 'nosuch'
eval/errors-operand-rules.c:9:15: error: no member 'x' in struct s
eval/errors-operand-rules.c:10:14: error: no member 'y' in struct s
eval/errors-operand-rules.c:15:18: error: no member 'x' in struct s
eval/errors-operand-rules.c:15:24: error: no member 'y' in struct s
eval/errors-operand-rules.c:15:33: error: no member 'z' in struct s
eval/errors-operand-rules.c:19:17: error: no member 'x' in struct s
eval/errors-operand-rules.c:23:19: error: no member 'x' in struct s
eval/errors-operand-rules.c:23:27: error: no member 'y' in struct s
 * check-error-end
 */
