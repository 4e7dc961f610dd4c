int a, b, c;
void f(void)
{
	a = b = c;
	a += b -= c;
	a <<= 1;
	a %= 3;
}
/*
 * check-name: assignments are right associative
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
        (a = (b = c));
        (a += (b -= c));
        (a <<= 1);
        (a %= 3);
    }
 * check-output-end
 */
