int bool, true, false;
/*
 * check-name: before C23 bool, true and false are ordinary names
 * check-command: test-parsing -std=gnu11 $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] bool
.align 4
int [addressable] [toplevel] true
.align 4
int [addressable] [toplevel] false
 * check-output-end
 */
