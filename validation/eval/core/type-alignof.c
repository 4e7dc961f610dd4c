struct probe { int x; } v;
static void f(void)
{
	v = _Alignof(long);
}
/*
 * check-name: _Alignof is a size_t
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-alignof.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-alignof.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-alignof.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-alignof.c:4:11:    got unsigned long
 * check-error-end
 */
