int x asm("real_x");
int f(void) __asm__("real_f");
/*
 * check-name: an asm label on a declaration
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
.align 4
int extern [addressable] [signed] [toplevel] f( ... )
 * check-output-end
 * check-error-start
parsing/asm-label.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
