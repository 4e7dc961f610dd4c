struct probe { int x; } v;
static void f(void)
{
	v = "abc";
}
/*
 * check-name: a string literal decays to char *
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-string-literal.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-string-literal.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-string-literal.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-string-literal.c:4:11:    got char *
 * check-error-end
 */
