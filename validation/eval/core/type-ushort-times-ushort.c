struct probe { int x; } v;
static void f(unsigned short s)
{
	v = s * s;
}
/*
 * check-name: unsigned short promotes to int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-ushort-times-ushort.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-ushort-times-ushort.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-ushort-times-ushort.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-ushort-times-ushort.c:4:11:    got int
 * check-error-end
 */
