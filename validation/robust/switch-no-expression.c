static void f(int x)
{
	switch () ;
}

/*
 * check-name: switch without an expression: an error, no crash
 * check-note: linearize_switch() reads the NULL expression
 *
 * check-error-start
robust/switch-no-expression.c:3:17: error: an expression is expected before ')'
 * check-error-end
 */
