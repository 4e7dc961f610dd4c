static void v(void)
{
}
static int f(void)
{
	return v();
}
/*
 * check-name: returning a void expression from an int function
 * check-command: sparse $file
 *
 * check-error-start
eval/return-void-expr-in-int.c:6:17: warning: incorrect type in return expression (different base types)
eval/return-void-expr-in-int.c:6:17:    expected int
eval/return-void-expr-in-int.c:6:17:    got void
 * check-error-end
 */
