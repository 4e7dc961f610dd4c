enum e { A, B, } x;
/*
 * check-name: an enumerator list may end with a comma
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
unsigned int enum e [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/enum-trailing-comma.c:1:18: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
