struct probe { int x; } v;
static void f(unsigned long *p)
{
	typeof(*p) x = 0;

	v = x;
}
/*
 * check-name: typeof() names the type of an expression
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-typeof.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-typeof.c:6:11: warning: incorrect type in assignment (invalid types)
eval/core/type-typeof.c:6:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-typeof.c:6:11:    got unsigned long x
 * check-error-end
 */
