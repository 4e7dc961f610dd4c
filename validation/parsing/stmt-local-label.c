int f(void)
{
	return ({ __label__ out; goto out; out: 1; });
}
/*
 * check-name: GNU: __label__ declares labels local to a block
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return ({ ... });
    }
 * check-output-end
 * check-error-start
parsing/stmt-local-label.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
