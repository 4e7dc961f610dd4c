struct probe { int x; } v;
static void f(unsigned int u, long l)
{
	v = u + l;
}
/*
 * check-name: unsigned int + long is long
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-uint-plus-long.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-uint-plus-long.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-uint-plus-long.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-uint-plus-long.c:4:11:    got long
 * check-error-end
 */
