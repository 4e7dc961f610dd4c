struct probe { int x; } v;
static void f(unsigned char uc)
{
	v = uc >> 1;
}
/*
 * check-name: a shift of unsigned char is an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-shift-unsigned-char.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-shift-unsigned-char.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-shift-unsigned-char.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-shift-unsigned-char.c:4:11:    got int
 * check-error-end
 */
