int f(int a)
{
	return a ? 1;
}
/*
 * check-name: a conditional without its colon
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (a ? 1 : <none>);
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-conditional-colon.c:3:21: error: Expected : in conditional expression
parsing/err-conditional-colon.c:3:21: error: got ;
 * check-error-end
 */
