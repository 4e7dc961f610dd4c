enum { A, B } x;
/*
 * check-name: an anonymous enum
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
unsigned int enum <noident> [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/enum-anonymous.c:1:15: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
