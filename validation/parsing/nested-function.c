void f(void)
{
	void g(void) { }
}
/*
 * check-name: GCC's nested functions are accepted and their bodies checked, as sparse
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        void extern g( ... );
    }
 * check-output-end
 *
 * check-error-start
parsing/nested-function.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
