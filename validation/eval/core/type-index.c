struct probe { int x; } v;
static void f(unsigned short *a, int i)
{
	v = a[i];
}
/*
 * check-name: a[i] has the element type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-index.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-index.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-index.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-index.c:4:11:    got unsigned short
 * check-error-end
 */
