struct probe { int x; } v;
static void f(int *p, int *q)
{
	v = p - q;
}
/*
 * check-name: pointer - pointer is a ptrdiff_t
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-pointer-difference.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-pointer-difference.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-pointer-difference.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-pointer-difference.c:4:11:    got long
 * check-error-end
 */
