struct probe { int x; } v;
static void f(char c)
{
	v = (c = 2);
}
/*
 * check-name: an assignment has the type of its left side
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-assignment.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-assignment.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-assignment.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-assignment.c:4:11:    got char [assigned] c
 * check-error-end
 */
