int x;
int f(void)
{
	int y = x;
	{
		long x = 1;
		y += x;
	}
	return x + y;
}
/*
 * check-name: block scope: inner declarations hide outer ones until the block ends
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        int y = x;
        {
            long x = 1;
            (y += x);
        }
        return (x + y);
    }
 * check-output-end
 * check-error-start
parsing/scope-block.c:1:5: warning: symbol 'x' was not declared. Should it be static?
parsing/scope-block.c:2:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
