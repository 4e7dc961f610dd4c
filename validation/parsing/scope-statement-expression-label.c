int f(void)
{
	int a = ({ __label__ l; goto l; l: 1; });
	int b = ({ int t = 2; t; });
	return a + b;
}
/*
 * check-name: labels of a statement expression stay inside it
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        int a = ({ ... });
        int b = ({ ... });
        return (a + b);
    }
 * check-output-end
 * check-error-start
parsing/scope-statement-expression-label.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
