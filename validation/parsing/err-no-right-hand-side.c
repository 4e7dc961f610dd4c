int f(int a)
{
	return a + ;
}
/*
 * check-name: a binary operator without its right operand
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return a;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-no-right-hand-side.c:3:20: error: No right hand side of '+'-expression
 * check-error-end
 */
