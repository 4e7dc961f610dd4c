struct s;
static int f(struct s *p)
{
	return p->b;
}
/*
 * check-name: a member of an incomplete struct
 * check-command: sparse $file
 *
 * check-error-start
eval/core/incomplete-member.c:4:17: error: using member 'b' in incomplete struct s
 * check-error-end
 */
