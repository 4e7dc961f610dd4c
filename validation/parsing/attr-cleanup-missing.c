int __attribute__((cleanup)) x;
/*
 * check-name: cleanup needs an argument
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/attr-cleanup-missing.c:1:30: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
