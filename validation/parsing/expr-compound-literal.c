struct pt { int x, y; };
struct pt *p = &(struct pt){ 1, 2 };
int *q = (int []){ 1, 2, 3 };
/*
 * check-name: a compound literal is a cast of an initializer
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
struct pt *[addressable] [toplevel] p
 = 
	(&(struct pt){ 1, 2 })
.align 8
int *[addressable] [toplevel] q
 = 
	(int [0]){ 1, 2, 3 }
 * check-output-end
 * check-error-start
parsing/expr-compound-literal.c:2:11: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-compound-literal.c:3:5: warning: symbol 'q' was not declared. Should it be static?
 * check-error-end
 */
