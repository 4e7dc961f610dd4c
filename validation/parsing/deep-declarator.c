int ((((((((((((((((((((((((((((((((x))))))))))))))))))))))))))))))));
/*
 * check-name: deeply nested parentheses in a declarator
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 * check-output-end
 * check-error-start
parsing/deep-declarator.c:1:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
