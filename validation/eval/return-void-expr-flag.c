static void v(void)
{
}
static void f(int x)
{
	if (x)
		return v();
	return (void)x;
}
/*
 * check-name: -Wreturn-void: returning a void call from a void function
 * check-command: sparse -Wreturn-void $file
 *
 * check-error-start
eval/return-void-expr-flag.c:7:17: warning: returning void-valued expression
eval/return-void-expr-flag.c:8:9: warning: returning void-valued expression
 * check-error-end
 */
