typedef int T;
int f(int *x)
{
	return (T)*x;
}
int g(int T, int *x)
{
	return (T)*x;
}
/*
 * check-name: (T)*x is a cast when T is a type, a product when it is not
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (int [usertype])(*x);
    }
.align 4
int extern [addressable] [signed] [toplevel] g( ... )
    {
        return (T * x);
    }
 * check-output-end
 * check-error-start
parsing/typedef-lexer-hack.c:2:5: warning: symbol 'f' was not declared. Should it be static?
parsing/typedef-lexer-hack.c:8:19: error: incompatible types for operation (*):
parsing/typedef-lexer-hack.c:8:19:    int T
parsing/typedef-lexer-hack.c:8:19:    int *x
 * check-error-end
 */
