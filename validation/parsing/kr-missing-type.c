int f(a, b) int a; { return a + b; }
/*
 * check-name: a K&R parameter without a declaration
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return (a + b);
    }
 * check-output-end
 *
 * check-error-start
parsing/kr-missing-type.c:1:13: warning: non-ANSI definition of function 'f'
parsing/kr-missing-type.c:1:10: warning: missing type declaration for parameter 'b'
parsing/kr-missing-type.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
