extern int f(void) { return 0; }
/*
 * check-name: a function defined extern
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
parsing/extern-definition.c:1:12: warning: function 'f' with external linkage has definition
parsing/extern-definition.c:1:12: warning: symbol 'f' was not declared. Should it be static?
 * check-error-end
 */
