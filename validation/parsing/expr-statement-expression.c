int a;
void f(void)
{
	a = ({ int t = a; t * 2; });
}
/*
 * check-name: GNU: statement expressions
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
void extern [addressable] [toplevel] f( ... )
    {
        (a = ({ ... }));
    }
 * check-output-end
 */
