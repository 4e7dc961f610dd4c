void f(void)
{
	auto x = 1L;
	auto int y = 2;
}
/*
 * check-name: C23: auto with no type infers it
 * check-command: test-parsing --ast -std=c23 $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        __auto_type x = 1;
        int auto y = 2;
    }
 * check-output-end
 * check-error-start
parsing/auto-c23.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
