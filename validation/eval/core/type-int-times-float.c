struct probe { int x; } v;
static void f(int i, float f)
{
	v = i * f;
}
/*
 * check-name: int * float is float
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-int-times-float.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-int-times-float.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-int-times-float.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-int-times-float.c:4:11:    got float
 * check-error-end
 */
