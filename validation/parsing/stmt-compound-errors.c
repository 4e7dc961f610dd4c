void f(void)
{
	int x = 1
}
/*
 * check-name: a missing ; before the end of a block
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int x = 1;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-compound-errors.c:4:1: error: Expected ; at end of declaration
parsing/stmt-compound-errors.c:4:1: error: got }
parsing/stmt-compound-errors.c:23:0: error: Expected } at end of function
parsing/stmt-compound-errors.c:23:0: error: got end-of-input
 * check-error-end
 */
