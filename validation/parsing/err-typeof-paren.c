typeof x;
/*
 * check-name: typeof needs parentheses
 * check-command: test-parsing --ast $file
 *
 * check-output-start
x
 * check-output-end
 *
 * check-error-start
parsing/err-typeof-paren.c:1:8: error: expected '(' after typeof
 * check-error-end
 */
