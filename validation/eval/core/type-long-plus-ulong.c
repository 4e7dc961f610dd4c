struct probe { int x; } v;
static void f(long l, unsigned long ul)
{
	v = l + ul;
}
/*
 * check-name: long + unsigned long is unsigned long
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-long-plus-ulong.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-long-plus-ulong.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-long-plus-ulong.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-long-plus-ulong.c:4:11:    got unsigned long
 * check-error-end
 */
