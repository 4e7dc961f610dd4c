int g(int, int);
int f(void)
{
	return g(1, 2;
}
/*
 * check-name: a call without its closing parenthesis
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] g( ... )
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return g(1, 2);
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-unclosed-call.c:4:22: error: Expected ) in function call
parsing/err-unclosed-call.c:4:22: error: got ;
 * check-error-end
 */
