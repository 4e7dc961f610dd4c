struct probe { int x; } v;
static void f(int *p, double d)
{
	v = p && d;
}
/*
 * check-name: && is an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-logical-is-int.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-logical-is-int.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-logical-is-int.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-logical-is-int.c:4:11:    got int
 * check-error-end
 */
