void f(void)
{
	__context__(1);
	__context__(lock, -1);
}
/*
 * check-name: sparse: __context__ statements
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        __context__(1);
        __context__(lock, (-1));
    }
 * check-output-end
 * check-error-start
parsing/stmt-context.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
