struct probe { int x; } v;
static void f(char c)
{
	v = -c;
}
/*
 * check-name: unary minus promotes char
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-minus-char.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-minus-char.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-minus-char.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-minus-char.c:4:11:    got int
 * check-error-end
 */
