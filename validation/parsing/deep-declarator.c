int ((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))));
/*
 * check-name: deeply nested parentheses in a declarator
 * check-command: test-parsing $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 */
