int x;
void f(int x)
{
	int y;
	{
		int y;
		long x;
	}
}
typedef int T;
void g(void) { int T; }
/*
 * check-name: -Wshadow: a block's object hiding one of an enclosing block
 * check-command: test-parsing --ast -Wshadow $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
void extern [addressable] [toplevel] f( ... )
    {
        int y;
        {
            int y;
            long x;
        }
    }
void extern [addressable] [toplevel] g( ... )
    {
        int T;
    }
 * check-output-end
 *
 * check-error-start
parsing/shadow.c:6:21: warning: symbol 'y' shadows an earlier one
parsing/shadow.c:4:13: originally declared here
parsing/shadow.c:7:22: warning: symbol 'x' shadows an earlier one
parsing/shadow.c:2:8: originally declared here
parsing/shadow.c:1:5: warning: symbol 'x' was not declared. Should it be static?
parsing/shadow.c:2:6: warning: symbol 'f' was not declared. Should it be static?
parsing/shadow.c:11:6: warning: symbol 'g' was not declared. Should it be static?
 * check-error-end
 */
