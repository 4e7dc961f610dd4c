static int x = 1 / 0;
static int y = undefined_z;
static int f(void)
{
	return 1 / 0;
}
/*
 * check-name: expansion warnings follow an evaluation error
 *
 * check-error-start
expand/evaluation-error-then-expansion.c:2:16: error: undefined identifier 'undefined_z'
expand/evaluation-error-then-expansion.c:1:18: warning: division by zero
expand/evaluation-error-then-expansion.c:5:18: warning: division by zero
 * check-error-end
 */
