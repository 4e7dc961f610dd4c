struct probe { int x; } v;
static void f(long (*fp)(int))
{
	v = fp(1);
}
/*
 * check-name: a call through a function pointer has its return type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-call-function-pointer.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-call-function-pointer.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-call-function-pointer.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-call-function-pointer.c:4:11:    got long
 * check-error-end
 */
