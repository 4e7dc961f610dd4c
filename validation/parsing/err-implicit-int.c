x;
f(void) { return 0; }
/*
 * check-name: a declaration without a type
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return 0;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-implicit-int.c:1:1: warning: 'x' has implicit type
parsing/err-implicit-int.c:2:1: warning: 'f()' has implicit return type
parsing/err-implicit-int.c:1:1: warning: symbol 'x' was not declared. Should it be static?
parsing/err-implicit-int.c:2:1: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
