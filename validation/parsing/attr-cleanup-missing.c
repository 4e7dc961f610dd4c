int __attribute__((cleanup)) x;
/*
 * check-name: cleanup needs an argument
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 */
