struct s { int a; };

static void f(const struct s *cs)
{
	cs->a = 2;
}
/*
 * check-name: assignment to a member of a const struct
 * check-command: sparse $file
 *
 * check-error-start
eval/assign-const-member.c:5:11: error: assignment to const expression
 * check-error-end
 */
