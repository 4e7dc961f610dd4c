struct probe { int x; } v;
struct s { char c; long l; };
static void f(struct s *p)
{
	v = p->l;
}
/*
 * check-name: a member has its declared type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-member.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-member.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-member.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-member.c:5:11:    got long l
 * check-error-end
 */
