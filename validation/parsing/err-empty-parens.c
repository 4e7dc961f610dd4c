int f(int a)
{
	return ();
}
/*
 * check-name: empty parentheses in an expression
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return <none>;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-empty-parens.c:3:17: error: an expression is expected before ')'
 * check-error-end
 */
