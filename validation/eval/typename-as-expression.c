typedef int t;

static int f(void)
{
	return t;
}
/*
 * check-name: a typedef name used as a value
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-as-expression.c:5:16: error: typename in expression
eval/typename-as-expression.c:5:16: error: undefined identifier 't'
 * check-error-end
 */
