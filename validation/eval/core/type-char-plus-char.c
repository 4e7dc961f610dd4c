struct probe { int x; } v;
static void f(char c)
{
	v = c + c;
}
/*
 * check-name: char operands are promoted to int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-char-plus-char.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-char-plus-char.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-char-plus-char.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-char-plus-char.c:4:11:    got int
 * check-error-end
 */
