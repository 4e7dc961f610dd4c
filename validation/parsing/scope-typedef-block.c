void f(void)
{
	typedef long T;
	T x = 1;
}
int T;
/*
 * check-name: a typedef in a block ends with it
 * check-command: test-parsing $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
    {
        long [usertype] x = 1;
    }
.align 4
int [addressable] [toplevel] T
 * check-output-end
 */
