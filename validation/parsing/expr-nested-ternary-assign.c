int a, b, c;
void f(void)
{
	a ? b = 1 : (c = 2);
}
/*
 * check-name: an assignment in the branches of a conditional
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] b
.align 4
int [addressable] [toplevel] c
void extern [addressable] [toplevel] f( ... )
    {
        (a ? (b = 1) : (c = 2));
    }
 * check-output-end
 */
