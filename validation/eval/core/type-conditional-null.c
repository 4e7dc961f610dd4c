struct probe { int x; } v;
static void f(int i, long *p)
{
	v = i ? p : 0;
}
/*
 * check-name: ?: of a pointer and 0 is the pointer
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-conditional-null.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-conditional-null.c:4:21: warning: Using plain integer as NULL pointer
eval/core/type-conditional-null.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-conditional-null.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-conditional-null.c:4:11:    got long *
 * check-error-end
 */
