static void f(void)
{
	long *p = ({ 1; });
	long *q = ({ });
	long *r = (1);
}
/*
 * check-name: a statement expression is at its '{'
 * check-description: as sparse, the position of '({ ... })' is the
 *	brace's, one column after the parenthesis; a parenthesized
 *	expression is at what it holds.
 *
 * check-error-start
eval/statement-expression-position.c:3:20: warning: incorrect type in initializer (different base types)
eval/statement-expression-position.c:3:20:    expected long *p
eval/statement-expression-position.c:3:20:    got int
eval/statement-expression-position.c:4:20: warning: incorrect type in initializer (different base types)
eval/statement-expression-position.c:4:20:    expected long *q
eval/statement-expression-position.c:4:20:    got void
eval/statement-expression-position.c:5:20: warning: incorrect type in initializer (different base types)
eval/statement-expression-position.c:5:20:    expected long *r
eval/statement-expression-position.c:5:20:    got int
 * check-error-end
 */
