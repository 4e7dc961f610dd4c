static int f(void)
{
	return 0;
}
static int x = ;
/*
 * check-name: test-show-type's exit status after an error in parsing: 2
 * check-command: test-show-type $file
 * check-exit-value: 2
 *
 * check-output-start
int static [signed] [toplevel] f( ... );
int static [toplevel] x;
 * check-output-end
 *
 * check-error-start
show-type/error-exit-status.c:5:16: error: expression expected before ';'
 * check-error-end
 */
