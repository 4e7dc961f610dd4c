struct probe { int x; } v;
static void f(void)
{
	v = (struct probe){ 1 };
	v = ((int []){ 1, 2 })[1];
}
/*
 * check-name: a compound literal is an lvalue of its type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/compound-literal.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/compound-literal.c:5:11: warning: incorrect type in assignment (invalid types)
eval/core/compound-literal.c:5:11:    expected struct probe [addressable] [assigned] [toplevel] v
eval/core/compound-literal.c:5:11:    got int
 * check-error-end
 */
