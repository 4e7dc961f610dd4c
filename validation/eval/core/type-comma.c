struct probe { int x; } v;
static void f(int i, double d)
{
	v = (i, d);
}
/*
 * check-name: a comma has the type of its right operand
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-comma.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-comma.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-comma.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-comma.c:4:11:    got double d
 * check-error-end
 */
