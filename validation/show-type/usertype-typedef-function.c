typedef int handler_fn(int);
static handler_fn h3;
int use(void) { return h3(1); }
/*
 * check-name: show_typename(): a function whose type a typedef names keeps [usertype]
 * check-command: test-show-type $file
 *
 * check-output-start
int static [signed] [toplevel] [usertype] h3( ... );
int extern [addressable] [signed] [toplevel] use( ... );
 * check-output-end
 */
