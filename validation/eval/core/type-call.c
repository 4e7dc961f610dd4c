struct probe { int x; } v;
extern unsigned char g(int);
static void f(void)
{
	v = g(1);
}
/*
 * check-name: a call has the return type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-call.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-call.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/type-call.c:5:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-call.c:5:11:    got unsigned char
 * check-error-end
 */
