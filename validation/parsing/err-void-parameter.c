int f(void p);
/*
 * check-name: void as a named parameter
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 *
 * check-error-start
parsing/err-void-parameter.c:1:13: warning: void parameter
 * check-error-end
 */
