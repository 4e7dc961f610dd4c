struct probe { int x; } v;
static void f(void)
{
l:
	v = &&l;
}
/*
 * check-name: &&label is a void pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-label-address.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-label-address.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-label-address.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-label-address.c:5:11:    got void *
 * check-error-end
 */
