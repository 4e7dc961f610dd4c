struct probe { int x; } v;
static void f(char c, long l)
{
	v = c << l;
}
/*
 * check-name: a shift has the promoted type of its left operand
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-shift-left-operand.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-shift-left-operand.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-shift-left-operand.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-shift-left-operand.c:4:11:    got int
 * check-error-end
 */
