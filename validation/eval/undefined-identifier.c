static int f(void)
{
	return undefined_thing + 1;
}
/*
 * check-name: use of an undeclared identifier
 * check-command: sparse $file
 *
 * check-error-start
eval/undefined-identifier.c:3:16: error: undefined identifier 'undefined_thing'
 * check-error-end
 */
