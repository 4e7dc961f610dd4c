enum e { };
/*
 * check-name: an enum without enumerators
 * check-command: test-parsing --ast $file
 *
 * check-error-start
parsing/err-enum-empty.c:1:10: error: empty enum definition
 * check-error-end
 */
