struct probe { int x; } v;
static void f(int (*fp)(void))
{
	v = *fp;
}
/*
 * check-name: *fp is the function, which decays again
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-deref-function-pointer.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-deref-function-pointer.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-deref-function-pointer.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-deref-function-pointer.c:4:11:    got int ( * )( ... )
 * check-error-end
 */
