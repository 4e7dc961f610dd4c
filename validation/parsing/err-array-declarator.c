int a[3;
/*
 * check-name: an unclosed array declarator
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a[3]
 * check-output-end
 *
 * check-error-start
parsing/err-array-declarator.c:1:8: error: Expected ] in abstract_array_declarator
parsing/err-array-declarator.c:1:8: error: got ;
 * check-error-end
 */
