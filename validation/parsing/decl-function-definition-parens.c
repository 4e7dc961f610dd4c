int (f)(void) { return 0; }
/*
 * check-name: a function definition with a parenthesized name
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return 0;
    }
 * check-output-end
 * check-error-start
parsing/decl-function-definition-parens.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
