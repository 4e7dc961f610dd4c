static int f(void)
{
	return x;
}
/*
 * check-name: test-show-type's exit status after an error in evaluation: 1
 * check-command: test-show-type $file
 * check-exit-value: 1
 *
 * check-output-start
int static [signed] [toplevel] f( ... );
 * check-output-end
 *
 * check-error-start
show-type/exit-status-evaluation.c:3:16: error: undefined identifier 'x'
 * check-error-end
 */
