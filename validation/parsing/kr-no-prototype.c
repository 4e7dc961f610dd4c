int f();
int g(void);
/*
 * check-name: an empty parameter list is no prototype before C23
 * check-command: test-parsing $file
 *
 * check-output-start
int extern [addressable] [toplevel] f( ... )
int extern [addressable] [toplevel] g( ... )
 * check-output-end
 */
