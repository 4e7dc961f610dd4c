int (*p;
/*
 * check-name: an unclosed nested declarator
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int *[addressable] [toplevel] p
 * check-output-end
 *
 * check-error-start
parsing/err-nested-declarator.c:1:8: error: Expected ) in nested declarator
parsing/err-nested-declarator.c:1:8: error: got ;
 * check-error-end
 */
