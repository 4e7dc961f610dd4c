int f(int a)
{
	return -;
}
/*
 * check-name: a unary operator without its operand
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-unary-syntax.c:3:16: error: Syntax error in unary expression
parsing/err-unary-syntax.c:3:9: error: return with no return value
 * check-error-end
 */
