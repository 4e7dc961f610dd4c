int f(int a, int b)
{
	if (a)
		if (b)
			return 1;
		else
			return 2;
	return 0;
}
/*
 * check-name: if and else, the else binding to the nearest if
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        if (a)
            if (b)
                return 1;
            else
                return 2;
        return 0;
    }
 * check-output-end
 * check-error-start
parsing/stmt-if-else.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
