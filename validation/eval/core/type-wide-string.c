struct probe { int x; } v;
static void f(void)
{
	v = L"ab";
}
/*
 * check-name: a wide string literal has wchar_t elements
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-wide-string.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-wide-string.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-wide-string.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-wide-string.c:4:11:    got int *
 * check-error-end
 */
