struct s { int a; };

static int f(struct s *p, struct s *q)
{
	return p->x + q->y;
}
static int g(int i, int j)
{
	return *i + *j;
}
static int h(int i, int j)
{
	return i.a + j.b;
}
static int k(int i, int j)
{
	return i() + j();
}
/*
 * check-name: an error in the left operand does not hide one in the right
 * check-command: sparse $file
 *
 * check-error-start
eval/errors-both-operands.c:5:17: error: no member 'x' in struct s
eval/errors-both-operands.c:5:24: error: no member 'y' in struct s
eval/errors-both-operands.c:9:16: error: cannot dereference this type
eval/errors-both-operands.c:9:21: error: cannot dereference this type
eval/errors-both-operands.c:13:17: error: expected structure or union
eval/errors-both-operands.c:13:23: error: expected structure or union
eval/errors-both-operands.c:17:17: error: not a function i
eval/errors-both-operands.c:17:23: error: not a function j
 * check-error-end
 */
