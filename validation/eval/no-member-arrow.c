struct s { int a; };

static int f(struct s *p)
{
	return p->nope;
}
/*
 * check-name: -> to a member the struct does not have
 * check-command: sparse $file
 *
 * check-error-start
eval/no-member-arrow.c:5:17: error: no member 'nope' in struct s
 * check-error-end
 */
