static int y = ;
static int f(void)
{
	return x;
}
/*
 * check-name: test-show-type's exit status after errors in parsing and in evaluation: 3
 * check-command: test-show-type $file
 * check-exit-value: 3
 *
 * check-output-start
int static [toplevel] y;
int static [signed] [toplevel] f( ... );
 * check-output-end
 *
 * check-error-start
show-type/exit-status-parse-and-evaluation.c:1:16: error: expression expected before ';'
show-type/exit-status-parse-and-evaluation.c:4:16: error: undefined identifier 'x'
 * check-error-end
 */
