int __attribute__((foo)) x;
int __attribute__((bar(1, 2))) y;
/*
 * check-name: -Wunknown-attribute warns of attributes GCC does not know
 * check-command: test-parsing --ast -Wunknown-attribute $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
.align 4
int [addressable] [toplevel] y
 * check-output-end
 *
 * check-error-start
parsing/attr-unknown.c:1:20: warning: unknown attribute 'foo'
parsing/attr-unknown.c:2:20: warning: unknown attribute 'bar'
parsing/attr-unknown.c:1:26: warning: symbol 'x' was not declared. Should it be static?
parsing/attr-unknown.c:2:32: warning: symbol 'y' was not declared. Should it be static?
 * check-error-end
 */
