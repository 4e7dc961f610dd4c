enum e { A = -1, B };
enum e x;
/*
 * check-name: an enum with a negative value is based on int
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int enum e [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/enum-negative.c:2:8: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
