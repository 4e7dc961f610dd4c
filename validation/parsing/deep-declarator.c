int ((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))));
/*
 * check-name: deeply nested parentheses in a declarator
 * check-command: test-parsing $file
 *
 * check-output-start
int [addressable] [toplevel] x
 * check-output-end
 */
