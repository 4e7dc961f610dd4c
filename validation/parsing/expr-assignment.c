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
 * check-command: test-parsing --ast $file
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
 * check-error-start
parsing/expr-assignment.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-assignment.c:1:8: warning: symbol 'b' was not declared. Should it be static?
parsing/expr-assignment.c:1:11: warning: symbol 'c' was not declared. Should it be static?
parsing/expr-assignment.c:2:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
