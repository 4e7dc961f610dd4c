struct probe { int x; } v;
static void f(int i)
{
	v = sizeof(i);
}
/*
 * check-name: sizeof is a size_t
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-sizeof.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-sizeof.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-sizeof.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-sizeof.c:4:11:    got unsigned long
 * check-error-end
 */
