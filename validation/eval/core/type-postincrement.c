struct probe { int x; } v;
static void f(unsigned char c)
{
	v = c++;
}
/*
 * check-name: c++ has the type of c
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-postincrement.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-postincrement.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-postincrement.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-postincrement.c:4:11:    got unsigned char
 * check-error-end
 */
