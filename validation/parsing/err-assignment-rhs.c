int f(int a)
{
	return a = ;
}
/*
 * check-name: an assignment without its right operand
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (a = <none>);
    }
 * check-output-end
 *
 * check-error-start
parsing/err-assignment-rhs.c:3:18: error: expression expected before ';'
 * check-error-end
 */
