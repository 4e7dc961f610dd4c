typedef int T = 1;
/*
 * check-name: a typedef cannot have an initializer
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-typedef-initialized.c:1:15: error: Expected ; at end of declaration
parsing/err-typedef-initialized.c:1:15: error: got =
 * check-error-end
 */
