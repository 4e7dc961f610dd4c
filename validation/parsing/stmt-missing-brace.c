void f(void)
{
	int x;
/*
 * check-name: a function body missing its closing brace
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int x;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-missing-brace.c:20:0: error: Expected } at end of function
parsing/stmt-missing-brace.c:20:0: error: got end-of-input
 * check-error-end
 */
