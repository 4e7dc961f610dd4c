struct probe { int x; } v;
static void f(double d)
{
	v = -d;
}
/*
 * check-name: unary minus keeps a double
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-negative-double.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-negative-double.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-negative-double.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-negative-double.c:4:11:    got double
 * check-error-end
 */
