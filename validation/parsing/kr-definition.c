int f(a, b)
	int a;
	char *b;
{
	return a + *b;
}
/*
 * check-name: old-style function definitions
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (a + (*b));
    }
 * check-output-end
 *
 * check-error-start
parsing/kr-definition.c:2:9: warning: non-ANSI definition of function 'f'
parsing/kr-definition.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
