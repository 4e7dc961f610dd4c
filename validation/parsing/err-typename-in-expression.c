typedef int T;
int x = T + 1;
/*
 * check-name: a typedef name where a value is expected
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] x
 = 
	(T + 1)
 * check-output-end
 *
 * check-error-start
parsing/err-typename-in-expression.c:2:9: error: typename in expression
parsing/err-typename-in-expression.c:2:9: error: undefined identifier 'T'
 * check-error-end
 */
