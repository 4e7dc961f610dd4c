int a;
int x = a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a + a;
/*
 * check-name: a very long chain of additions needs no deep recursion
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 4
int [addressable] [toplevel] x
 = 
	(((((((((((((((((((((((((((((((((((((((((((((((((a + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a) + a)
 * check-output-end
 * check-error-start
parsing/expr-long-chain.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-long-chain.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
