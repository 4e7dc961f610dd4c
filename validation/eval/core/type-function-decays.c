struct probe { int x; } v;
extern int g(char);
static void f(void)
{
	v = g;
}
/*
 * check-name: a function name decays to a pointer to it
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-function-decays.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-function-decays.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-function-decays.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-function-decays.c:5:11:    got int ( * )( ... )
 * check-error-end
 */
