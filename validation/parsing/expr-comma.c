int a, b, c;
void f(void)
{
	a = 1, b = 2, c = 3;
}
/*
 * check-name: the comma operator
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
        (((a = 1) , (b = 2)) , (c = 3));
    }
 * check-output-end
 */
