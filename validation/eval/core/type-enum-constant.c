struct probe { int x; } v;
enum e { A, B };
static void f(void)
{
	v = B;
}
/*
 * check-name: an enumerator has the enum's integer type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-enum-constant.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-enum-constant.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-enum-constant.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-enum-constant.c:5:11:    got int
 * check-error-end
 */
