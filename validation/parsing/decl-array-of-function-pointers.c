int (*fns[2])(void), x;
/*
 * check-name: an array of function pointers and a plain int in one declaration
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int ( *[addressable] [toplevel] fns[2] )( ... )
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/decl-array-of-function-pointers.c:1:5: warning: symbol 'fns' was not declared. Should it be static?
parsing/decl-array-of-function-pointers.c:1:22: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
