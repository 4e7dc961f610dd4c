int int x;
/*
 * check-name: two data types in one declaration
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int
 * check-output-end
 *
 * check-error-start
parsing/err-two-data-types.c:1:5: error: two or more data types in declaration specifiers
parsing/err-two-data-types.c:1:5: error: Trying to use reserved word 'int' as identifier
parsing/err-two-data-types.c:1:9: error: Expected ; at end of declaration
parsing/err-two-data-types.c:1:9: error: got x
 * check-error-end
 */
