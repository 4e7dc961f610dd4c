void f(int x)
{
	__range__(x, 0, 10);
}
/*
 * check-name: sparse: __range__ statements
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        __range__(x, 0, 10);
    }
 * check-output-end
 * check-error-start
parsing/stmt-range.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
