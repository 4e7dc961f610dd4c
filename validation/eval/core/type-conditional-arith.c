struct probe { int x; } v;
static void f(int i, char c, short s)
{
	v = i ? c : s;
}
/*
 * check-name: ?: converts its arithmetic operands
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-conditional-arith.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-conditional-arith.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-conditional-arith.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-conditional-arith.c:4:11:    got int
 * check-error-end
 */
