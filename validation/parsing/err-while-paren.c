void f(int x)
{
	while x;
}
/*
 * check-name: a while without its parentheses
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        for (; ; )
            <none>;
        ;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-while-paren.c:3:15: error: Expected ( after 'while'
parsing/err-while-paren.c:3:15: error: got x
 * check-error-end
 */
