struct probe { int x; } v;
static void f(void)
{
	v = ({ int x = 1; 2L; });
}
/*
 * check-name: ({ ... }) has the type of its last expression
 * check-command: sparse $file
 *
 * check-error-start
eval/core/type-statement-expression.c:1:25: warning: symbol 'v' was not declared. Should it be static?
eval/core/type-statement-expression.c:4:11: warning: incorrect type in assignment (invalid types)
eval/core/type-statement-expression.c:4:11:    expected struct probe [addressable] [toplevel] v
eval/core/type-statement-expression.c:4:11:    got long
 * check-error-end
 */
