int ****************************************************************p;
/*
 * check-name: a long chain of pointers
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
int ****************************************************************[addressable] [toplevel] p
 * check-output-end
 */
