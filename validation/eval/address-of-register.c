static void f(void)
{
	register int r;
	int *p = &r;
	(void)p;
}
/*
 * check-name: taking the address of a register variable
 * check-command: sparse $file
 *
 * check-error-start
eval/address-of-register.c:4:19: warning: taking address of 'register' variable 'r'
 * check-error-end
 */
