int f(int a)
{
	if a) return 0;
	return 1;
}
/*
 * check-name: an if without its parenthesis
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        if (<none>)
            <none>;
        ;
        return 1;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-if-paren.c:3:12: error: Expected ( after if
parsing/err-if-paren.c:3:12: error: got a
 * check-error-end
 */
