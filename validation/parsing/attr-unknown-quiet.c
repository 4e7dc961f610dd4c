int __attribute__((foo)) x;
/*
 * check-name: unknown attributes are accepted quietly by default
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] x
 * check-output-end
 */
