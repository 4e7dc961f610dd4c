struct probe { int x; } v;
static void f(int *p)
{
	v = p + 1;
}
/*
 * check-name: pointer + int is the pointer type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-pointer-plus-int.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-pointer-plus-int.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-pointer-plus-int.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-pointer-plus-int.c:4:11:    got int *
 * check-error-end
 */
