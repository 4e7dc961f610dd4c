static int f(void)
{
	return x;
}
static int g(void)
{
	return 0;
}
/*
 * check-name: test-show-type's exit status: 0 when a later symbol evaluates without error
 * check-command: test-show-type $file
 *
 * check-output-start
int static [signed] [toplevel] f( ... );
int static [signed] [toplevel] g( ... );
 * check-output-end
 *
 * check-error-start
show-type/exit-status-evaluation-earlier.c:3:16: error: undefined identifier 'x'
 * check-error-end
 */
