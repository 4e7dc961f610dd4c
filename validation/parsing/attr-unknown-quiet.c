int __attribute__((foo)) x;
/*
 * check-name: unknown attributes are accepted quietly by default
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/attr-unknown-quiet.c:1:26: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
