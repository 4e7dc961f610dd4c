struct s { struct s *n; int v[2]; } *p;
int x = p->n->n->v[1]++;
/*
 * check-name: postfix operators chain left to right
 * check-command: test-parsing $file
 *
 * check-output-start
.align 8
struct s *[addressable] [toplevel] p
.align 4
int [addressable] [toplevel] x
 = 
	((*((*(*(*p).n).n).v + 1))++)
 * check-output-end
 */
