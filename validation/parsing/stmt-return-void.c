void f(void)
{
	return;
}
int g(void)
{
	return (1);
}
/*
 * check-name: return with and without a value
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        return;
    }
.align 4
int extern [addressable] [signed] [toplevel] g( ... )
    {
        return 1;
    }
 * check-output-end
 * check-error-start
parsing/stmt-return-void.c:1:6: warning: symbol 'f' was not declared. Should it be static?
parsing/stmt-return-void.c:5:5: warning: symbol 'g' was not declared. Should it be static?
 * check-error-end
 */
