void f(void)
{
	typedef long T;
	T x = 1;
}
int T;
/*
 * check-name: a typedef in a block ends with it
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        long [usertype] x = 1;
    }
.align 4
int [addressable] [toplevel] T
 * check-output-end
 * check-error-start
parsing/scope-typedef-block.c:1:6: warning: symbol 'f' was not declared. Should it be static?
parsing/scope-typedef-block.c:6:5: warning: symbol 'T' was not declared. Should it be static?
 * check-error-end
 */
