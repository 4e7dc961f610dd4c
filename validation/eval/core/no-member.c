struct s { int a; };
static int f(struct s *p)
{
	return p->b;
}
/*
 * check-name: a member that does not exist
 * check-command: sparse $file
 *
 * check-error-start
eval/core/no-member.c:4:17: error: no member 'b' in struct s
 * check-error-end
 */
