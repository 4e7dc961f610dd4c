int f(a, b) { return 0; }
/*
 * check-name: K&R parameters never declared
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
parsing/err-kr-no-declarations.c:1:7: error: missing type declaration for parameter 'a'
parsing/err-kr-no-declarations.c:1:10: error: missing type declaration for parameter 'b'
 * check-error-end
 */
