int ****************************************************************p;
/*
 * check-name: a long chain of pointers
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int ****************************************************************[addressable] [toplevel] p
 * check-output-end
 * check-error-start
parsing/deep-pointers.c:1:5: warning: symbol 'p' was not declared. Should it be static?
 * check-error-end
 */
