struct s { int a; };

static int f(struct s *p)
{
	return p->a.b;
}
/*
 * check-name: . on an int member
 * check-command: sparse $file
 *
 * check-error-start
eval/member-of-int-member.c:5:20: error: expected structure or union
 * check-error-end
 */
