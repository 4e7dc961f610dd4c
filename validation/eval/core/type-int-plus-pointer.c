struct probe { int x; } v;
static void f(char *p)
{
	v = 1 + p;
}
/*
 * check-name: int + pointer is the pointer type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-int-plus-pointer.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-int-plus-pointer.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-int-plus-pointer.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-int-plus-pointer.c:4:11:    got char *
 * check-error-end
 */
