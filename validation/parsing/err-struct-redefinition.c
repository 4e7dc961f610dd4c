struct s { int a; };
struct s { int b; };
/*
 * check-name: a struct defined twice
 * check-command: test-parsing --ast $file
 * check-exit-value: 1
 *
 * check-error-start
parsing/err-struct-redefinition.c:2:10: error: redefinition of struct s
 * check-error-end
 */
