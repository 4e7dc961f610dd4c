int f();
int g(void);
/*
 * check-name: an empty parameter list is no prototype before C23
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
.align 4
int extern [addressable] [signed] [toplevel] g( ... )
 * check-output-end
 */
