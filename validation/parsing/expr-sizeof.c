int a;
unsigned long x = sizeof(int);
unsigned long y = sizeof a;
unsigned long z = sizeof(a + 1);
unsigned long w = sizeof(int [3]);
/*
 * check-name: sizeof of a type, of an expression, and of a compound literal
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 4
int [addressable] [toplevel] a
.align 8
unsigned long [addressable] [toplevel] x
 = 
	sizeof(int)
.align 8
unsigned long [addressable] [toplevel] y
 = 
	sizeof(a)
.align 8
unsigned long [addressable] [toplevel] z
 = 
	sizeof((a + 1))
.align 8
unsigned long [addressable] [toplevel] w
 = 
	sizeof(int [3])
 * check-output-end
 * check-error-start
parsing/expr-sizeof.c:1:5: warning: symbol 'a' was not declared. Should it be static?
parsing/expr-sizeof.c:2:15: warning: symbol 'x' was not declared. Should it be static?
parsing/expr-sizeof.c:3:15: warning: symbol 'y' was not declared. Should it be static?
parsing/expr-sizeof.c:4:15: warning: symbol 'z' was not declared. Should it be static?
parsing/expr-sizeof.c:5:15: warning: symbol 'w' was not declared. Should it be static?
 * check-error-end
 */
