void f(void)
{
	void g(void) { }
}
/*
 * check-name: GCC's nested functions are not supported
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
    }
 * check-output-end
 *
 * check-error-start
parsing/nested-function.c:3:14: error: nested function 'g' is not supported
 * check-error-end
 */
