static extern int x;
/*
 * check-name: two storage classes
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int static [toplevel] x
 * check-output-end
 *
 * check-error-start
parsing/err-multiple-storage.c:1:15: error: multiple storage classes
 * check-error-end
 */
