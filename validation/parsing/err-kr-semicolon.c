int f(a) int a { return a; }
/*
 * check-name: a K&R parameter declaration without its semicolon
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return a;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-kr-semicolon.c:1:10: warning: non-ANSI definition of function 'f'
parsing/err-kr-semicolon.c:1:16: error: expected ';' at end of parameter declaration
 * check-error-end
 */
