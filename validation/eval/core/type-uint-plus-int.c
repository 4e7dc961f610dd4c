struct probe { int x; } v;
static void f(unsigned int u, int i)
{
	v = u + i;
}
/*
 * check-name: unsigned int + int is unsigned int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-uint-plus-int.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-uint-plus-int.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-uint-plus-int.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-uint-plus-int.c:4:11:    got unsigned int
 * check-error-end
 */
