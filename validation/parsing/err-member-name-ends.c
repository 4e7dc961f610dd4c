struct s { int m; struct s *n; };
int f(struct s *p)
{
	return p->->m + 1;
}
int g(struct s *p)
{
	return p->.n->m;
}
/*
 * check-name: no member name after '.' or '->' ends the expression there, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
parsing/err-member-name-ends.c:4:19: error: Expected member name
parsing/err-member-name-ends.c:4:19: error: Expected ; at end of statement
parsing/err-member-name-ends.c:4:19: error: got ->
parsing/err-member-name-ends.c:8:19: error: Expected member name
parsing/err-member-name-ends.c:8:19: error: Expected ; at end of statement
parsing/err-member-name-ends.c:8:19: error: got .
 * check-error-end
 */
