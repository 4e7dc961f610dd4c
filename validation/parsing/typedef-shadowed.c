typedef int T;
int f(void)
{
	int T = 1;
	return T * 2;
}
/*
 * check-name: a variable hides a typedef name of an outer scope
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        int T = 1;
        return (T * 2);
    }
 * check-output-end
 * check-error-start
parsing/typedef-shadowed.c:2:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
