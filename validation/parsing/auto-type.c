void f(void)
{
	__auto_type x = 1;
	__auto_type p = &x;
}
/*
 * check-name: GNU __auto_type takes the initializer's type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        __auto_type x = 1;
        __auto_type p = (&x);
    }
 * check-output-end
 * check-error-start
parsing/auto-type.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
