static int f(void)
{
	return not_declared(1);
}
/*
 * check-name: calling an undeclared function
 * check-command: sparse $file
 *
 * check-error-start
eval/undefined-identifier-call.c:3:16: error: undefined identifier 'not_declared'
 * check-error-end
 */
