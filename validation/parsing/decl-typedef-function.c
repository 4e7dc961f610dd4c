typedef int handler_fn(int);
handler_fn h1, h2;
/*
 * check-name: a typedef of a function type declares functions
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] [usertype] h1( ... )
.align 4
int extern [addressable] [signed] [toplevel] [usertype] h2( ... )
 * check-output-end
 */
