void f(void)
{
	;
	{}
	{ ; }
}
/*
 * check-name: empty statements and blocks
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        ;
        {
        }
        {
            ;
        }
    }
 * check-output-end
 * check-error-start
parsing/stmt-empty.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
