struct probe { int x; } v;
struct s { int m; };
static void f(const struct s *p)
{
	v = p->m;
}
/*
 * check-name: a member of a const struct is const
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-member-of-const.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-member-of-const.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-member-of-const.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-member-of-const.c:5:11:    got int const m
 * check-error-end
 */
