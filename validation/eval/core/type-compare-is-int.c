struct probe { int x; } v;
static void f(long l, unsigned long ul)
{
	v = l < ul;
}
/*
 * check-name: a comparison is an int
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-compare-is-int.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-compare-is-int.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-compare-is-int.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-compare-is-int.c:4:11:    got int
 * check-error-end
 */
