int f(register int a, register char *b);
/*
 * check-name: register parameters
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 */
