struct probe { int x; } v;
static void f(int i, const int *p, int *q)
{
	v = i ? p : q;
}
/*
 * check-name: ?: of pointers to const and plain keeps the const
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-cond-qualifiers.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-cond-qualifiers.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-cond-qualifiers.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-cond-qualifiers.c:4:11:    got int const *
 * check-error-end
 */
