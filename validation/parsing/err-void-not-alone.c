void f(void, int);
/*
 * check-name: void must be the only parameter
 * check-command: test-parsing --ast $file
 *
 * check-output-start
void extern [addressable] [toplevel] f( ... )
 * check-output-end
 *
 * check-error-start
parsing/err-void-not-alone.c:1:12: error: Expected ) in function declarator
parsing/err-void-not-alone.c:1:12: error: got ,
 * check-error-end
 */
