int f(int *p)
{
	return p[1;
}
/*
 * check-name: a subscript without its closing bracket
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (*(p + 1));
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-unclosed-subscript.c:3:19: error: Expected ] at end of array dereference
parsing/err-unclosed-subscript.c:3:19: error: got ;
 * check-error-end
 */
