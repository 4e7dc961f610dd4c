int f(a) int b; { return 0; }
/*
 * check-name: a K&R declaration of a name that is no parameter
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return 0;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-kr-nonsensical.c:1:10: warning: non-ANSI definition of function 'f'
parsing/err-kr-nonsensical.c:1:7: warning: missing type declaration for parameter 'a'
parsing/err-kr-nonsensical.c:1:14: warning: nonsensical parameter declaration 'b'
parsing/err-kr-nonsensical.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
