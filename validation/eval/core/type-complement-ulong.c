struct probe { int x; } v;
static void f(unsigned long ul)
{
	v = ~ul;
}
/*
 * check-name: ~ keeps unsigned long
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-complement-ulong.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-complement-ulong.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-complement-ulong.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-complement-ulong.c:4:11:    got unsigned long
 * check-error-end
 */
