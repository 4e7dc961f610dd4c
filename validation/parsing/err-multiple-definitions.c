int f(void) { return 0; }
int f(void) { return 1; }
/*
 * check-name: a function defined twice
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return 0;
    }
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
    {
        return 1;
    }
 * check-output-end
 *
 * check-error-start
parsing/err-multiple-definitions.c:2:5: warning: multiple definitions for function 'f'
parsing/err-multiple-definitions.c:1:5:  the previous one is here
parsing/err-multiple-definitions.c:1:5: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
