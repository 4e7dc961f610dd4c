enum e { A B };
/*
 * check-name: enumerators must be separated by commas
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-enum-syntax.c:1:12: error: Expected } at end of specifier
parsing/err-enum-syntax.c:1:12: error: got B
 * check-error-end
 */
