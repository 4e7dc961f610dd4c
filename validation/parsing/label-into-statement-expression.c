static int f(int x)
{
	({ later: 2; });
	goto later;
	return x;
}
/*
 * check-name: a goto into a statement expression is an error
 *
 * check-error-start
parsing/label-into-statement-expression.c:4:9: error: label 'later' used outside statement expression
parsing/label-into-statement-expression.c:3:12:    label 'later' defined here
 * check-error-end
 */
