struct probe { int x; } v;
static void f(double d, int i)
{
	v = _Generic(1L, long: d, default: i);
}
/*
 * check-name: _Generic picks the matching association
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-generic.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-generic.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-generic.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-generic.c:4:11:    got double d
 * check-error-end
 */
