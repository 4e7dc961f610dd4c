int 3;
/*
 * check-name: a declarator without a name
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-missing-identifier.c:1:5: warning: missing identifier in declaration
parsing/err-missing-identifier.c:1:5: error: Expected ; at the end of type declaration
parsing/err-missing-identifier.c:1:5: error: got 3
 * check-error-end
 */
