int f(int x)
{
	do ; x;
	return x;
}
/*
 * check-name: do without while
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        for (; ; )
            ;
        ;
        return x;
    }
 * check-output-end
 *
 * check-error-start
parsing/stmt-do-without-while.c:3:14: error: expected 'while' after 'do'
parsing/stmt-do-without-while.c:3:14: error: Expected ( after 'do-while'
parsing/stmt-do-without-while.c:3:14: error: got x
 * check-error-end
 */
