int f(int x)
{
	if (x == 1)
		return 1;
	else if (x == 2)
		return 2;
	else
		return 3;
}
/*
 * check-name: else if chains
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        if ((x == 1))
            return 1;
        else
            if ((x == 2))
                return 2;
            else
                return 3;
    }
 * check-output-end
 * check-error-start
parsing/stmt-else-if.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
