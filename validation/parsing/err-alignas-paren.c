_Alignas 4 int x;
/*
 * check-name: _Alignas needs parentheses
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-alignas-paren.c:1:10: error: expected '(' after _Alignas
parsing/err-alignas-paren.c:1:10: error: Expected ; at the end of type declaration
parsing/err-alignas-paren.c:1:10: error: got 4
 * check-error-end
 */
