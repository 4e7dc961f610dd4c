extern int a[];
extern char *names[];
/*
 * check-name: arrays of unknown size
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int extern [addressable] [toplevel] a[]
.align 8
char *extern [addressable] [toplevel] names[]
 * check-output-end
 */
