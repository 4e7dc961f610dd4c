static int *f(void)
{
	register int r = 1;

	return &r;
}
/*
 * check-name: taking the address of a register variable
 * check-command: sparse $file
 *
 * check-error-start
eval/core/register-address.c:5:17: warning: taking address of 'register' variable 'r'
 * check-error-end
 */
