struct probe { int x; } v;
static void f(int i, int *p, void *vp)
{
	v = i ? p : vp;
}
/*
 * check-name: ?: of a pointer and void * is void *
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-conditional-void-pointer.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-conditional-void-pointer.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-conditional-void-pointer.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-conditional-void-pointer.c:4:11:    got void *
 * check-error-end
 */
