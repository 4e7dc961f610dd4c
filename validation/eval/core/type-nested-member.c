struct probe { int x; } v;
struct s { int a; struct { short b; }; };
static void f(struct s *p)
{
	v = p->b;
}
/*
 * check-name: a member of an anonymous struct member
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-nested-member.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-nested-member.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-nested-member.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-nested-member.c:5:11:    got short b
 * check-error-end
 */
