int __attribute__((foo)) x;
/*
 * check-name: unknown attributes are accepted quietly by default
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 */
