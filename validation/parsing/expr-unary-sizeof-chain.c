int *p;
unsigned long a = sizeof sizeof *p;
/*
 * check-name: sizeof of sizeof, and of a dereference
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
int *[addressable] [toplevel] p
.align 8
unsigned long [addressable] [toplevel] a
 = 
	sizeof(sizeof((*p)))
 * check-output-end
 * check-error-start
parsing/expr-unary-sizeof-chain.c:1:5: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-unary-sizeof-chain.c:2:15: warning: symbol 'a' was not declared. Should it be static?
 * check-error-end
 */
