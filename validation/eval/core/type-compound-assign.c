struct probe { int x; } v;
static void f(short s)
{
	v = (s += 1);
}
/*
 * check-name: a compound assignment has the type of its left side
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-compound-assign.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-compound-assign.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-compound-assign.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-compound-assign.c:4:11:    got short [assigned] s
 * check-error-end
 */
