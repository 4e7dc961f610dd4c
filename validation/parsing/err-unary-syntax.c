int f(int a)
{
	return -;
}
/*
 * check-name: a unary operator without its operand
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int extern [addressable] [toplevel] f( ... )
    {
        return;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-unary-syntax.c:3:16: error: Syntax error in unary expression
 * check-error-end
 */
