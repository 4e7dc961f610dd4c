int x asm("real_x");
int f(void) __asm__("real_f");
/*
 * check-name: an asm label on a declaration
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] x
int extern [addressable] [toplevel] f( ... )
 * check-output-end
 */
