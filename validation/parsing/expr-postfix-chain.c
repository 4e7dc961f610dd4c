struct s { struct s *n; int v[2]; } *p;
int x = p->n->n->v[1]++;
/*
 * check-name: postfix operators chain left to right
 * check-command: test-parsing --ast $file
 *
 * check-output-start
.align 8
struct s *[addressable] [toplevel] p
.align 4
int [addressable] [toplevel] x
 = 
	((*((*(*(*p).n).n).v + 1))++)
 * check-output-end
 * check-error-start
parsing/expr-postfix-chain.c:1:37: warning: symbol 'p' was not declared. Should it be static?
parsing/expr-postfix-chain.c:2:5: warning: symbol 'x' was not declared. Should it be static?
 * check-error-end
 */
