void f(void)
{
	extern int x = 1;
}
/*
 * check-name: an extern block-scope variable with an initializer
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        int extern x = 1;
    }
 * check-output-end
 *
 * check-error-start
parsing/extern-initializer.c:3:20: warning: symbol with external linkage has initializer
parsing/extern-initializer.c:1:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
