int (*fns[2])(void), x;
/*
 * check-name: an array of function pointers and a plain int in one declaration
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
int ( *[addressable] [toplevel] fns[2] )( ... )
.align 4
int [addressable] [toplevel] x
 * check-output-end
 */
