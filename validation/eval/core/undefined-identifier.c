static int f(void)
{
	return nothing + 1;
}
/*
 * check-name: an identifier never declared
 * check-command: sparse $file
 *
 * check-error-start
eval/core/undefined-identifier.c:3:16: error: undefined identifier 'nothing'
 * check-error-end
 */
