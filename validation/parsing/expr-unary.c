int a, *p;
void f(void)
{
	a = -a + +a - ~a + !a;
	a = *p + *&a;
	++a;
	a--;
	a = (long)a;
	a = (unsigned char)-1;
}
/*
 * check-name: unary operators and casts
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 8
int *[addressable] [toplevel] p
void extern [addressable] [toplevel] f( ... )
    {
        (a = ((((-a) + (+a)) - (~a)) + (!a)));
        (a = ((*p) + (*(&a))));
        (++a);
        (a--);
        (a = (long)a);
        (a = (unsigned char)(-1));
    }
 * check-output-end
 * check-error-start
parsing/expr-unary.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-unary.c:1:8: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-unary.c:2:6: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
