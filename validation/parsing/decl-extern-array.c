extern int a[];
extern char *names[];
/*
 * check-name: arrays of unknown size
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int extern [addressable] [toplevel] a[0]
.align 8
char *extern [addressable] [toplevel] names[0]
 * check-output-end
 */
