struct probe { int x; } v;
static void f(short *p)
{
	v = *p;
}
/*
 * check-name: *p has the pointed-to type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-deref.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-deref.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-deref.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-deref.c:4:11:    got short
 * check-error-end
 */
