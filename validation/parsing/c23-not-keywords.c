int bool, true, false;
/*
 * check-name: before C23 bool, true and false are ordinary names
 * check-command: test-parsing -std=gnu11 $file
 *
 * check-output-start
int [addressable] [toplevel] bool
int [addressable] [toplevel] true
int [addressable] [toplevel] false
 * check-output-end
 */
