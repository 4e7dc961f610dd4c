struct probe { int x; } v;
static void f(int i, long l)
{
	v = i + l;
}
/*
 * check-name: int + long is long
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-int-plus-long.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-int-plus-long.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-int-plus-long.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-int-plus-long.c:4:11:    got long
 * check-error-end
 */
